import HexGridCommand

import Glibc

exit(HexGridCommand.run(Array(CommandLine.arguments.dropFirst())))
