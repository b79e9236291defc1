"""Turn the user's files into data: decoded text, design requirements, key items."""
