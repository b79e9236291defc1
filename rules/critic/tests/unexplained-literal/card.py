def expired(card):
    if card.code == 7:
        return True
    if len(card.number) == 0:
        return False
    return card.code == 9
