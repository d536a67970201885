import TourcCLI

TourcCommand.main()
