# -*- coding:utf-8 -*-
from .core import JPMyNumber
from .individual import IndividualNumber
from .legalentity import LegalEntityNumber

# This will be removed
CorporationMyNumber = LegalEntityNumber

__version__ = '0.2.3'
