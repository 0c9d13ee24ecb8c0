/// The `hexgrid` command's logic, callable from tests.
public enum HexGridCommand {
  /// Runs the command with `arguments` (without the program name) and
  /// returns its exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    print("hexgrid: not implemented yet")
    return 0
  }
}
