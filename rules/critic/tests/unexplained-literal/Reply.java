class Reply {
  String describe(int code) {
    switch (code) {
      case 501:
        return "not implemented";
      case 429:
        return "slow down";
      default:
        return "other";
    }
  }
}
