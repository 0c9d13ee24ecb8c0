print("hexbench: not implemented yet")
