from utspec._entry import main

main()
