# -*- coding:utf-8 -*-

from .core import JPMyNumber


class IndividualNumber(JPMyNumber):
    pass
