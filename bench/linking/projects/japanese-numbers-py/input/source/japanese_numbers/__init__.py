#!/usr/bin/env python
# -*- encoding:utf-8 -*-
from __future__ import absolute_import

from japanese_numbers.parser.to_arabic_parser import (  # noqa
  to_arabic,
  to_arabic_numbers
)

