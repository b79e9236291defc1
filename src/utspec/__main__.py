from utspec.cli import main

main()
