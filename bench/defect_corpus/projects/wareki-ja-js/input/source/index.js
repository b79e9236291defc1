"use strict";

Object.defineProperty(exports, "__esModule", {
  value: true
});
exports.default = _default;
var eraDataList = [{
  code: 'reiwa',
  firstDate: '2019-05-01',
  name: '令和'
}, {
  code: 'heisei',
  firstDate: '1989-01-08',
  name: '平成'
}, {
  code: 'showa',
  firstDate: '1926-12-25',
  name: '昭和'
}, {
  code: 'taisho',
  firstDate: '1912-07-30',
  name: '大正'
}, {
  code: 'meiji',
  firstDate: '1868-01-25',
  name: '明治'
}];

function _default() {
  var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();
  var opts = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
  var dateObj = new Date(value);
  var year = dateObj.getFullYear();

  if (isNaN(year)) {
    return year;
  }

  var wareki = "".concat(year);
  var _arr = eraDataList;

  for (var _i = 0; _i < _arr.length; _i++) {
    var eraData = _arr[_i];
    var firstDate = eraData.firstDate;
    var name = eraData.name;
    var eraFirstDateObj = new Date(firstDate);

    if (dateObj.getTime() - eraFirstDateObj.getTime() >= 0) {
      var eraYear = "".concat(year - eraFirstDateObj.getFullYear() + 1);

      if (eraYear === '1') {
        eraYear = '元';
      }

      wareki = "".concat(name).concat(eraYear);
      break;
    }
  }

  if (opts.unit) {
    wareki += '年';
  }

  if (!isNaN(Number(wareki))) {
    return Number(wareki);
  }

  return wareki;
}

module.exports = exports.default;