#!/usr/bin/env python
# -*- encoding:utf-8 -*-
from __future__ import absolute_import, unicode_literals


UNIT_KIND = 'JU'
NUMBERS_KIND = 'JN'
MULTIPLES_KIND = 'JM'
NUMERIC_KIND = 'N'
