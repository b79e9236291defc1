"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.JapanMesh = void 0;
var constants_1 = require("../constants");
var LatLngBounds_1 = require("../geo/LatLngBounds");
var JapanMesh = /** @class */ (function () {
    function JapanMesh() {
    }
    /**
     * 緯度経度から地域メッシュコードを取得する。
     * 算出式 : https://www.stat.go.jp/data/mesh/pdf/gaiyo1.pdf
     */
    JapanMesh.toCode = function (lat, lng, level) {
        if (level === void 0) { level = constants_1.MESH.LEVEL_125.LEVEL; }
        if (constants_1.AREA_MESH_LEVELS.includes(level) === false) {
            throw new Error("invalid level. available : ".concat(constants_1.AREA_MESH_LEVELS.join(', ')));
        }
        // （１）緯度よりｐ，ｑ，ｒ，ｓ，ｔを算出
        var p = Math.floor((lat * 60) / 40);
        var a = (lat * 60) % 40;
        var q = Math.floor(a / 5);
        var b = a % 5;
        var r = Math.floor((b * 60) / 30);
        var c = (b * 60) % 30;
        var s = Math.floor(c / 15);
        var d = c % 15;
        var t = Math.floor(d / 7.5);
        // 以下、８分の１地域メッシュ算出のため拡張
        var ee = d % 7.5;
        var uu = Math.floor(ee / 3.75);
        // （２）経度よりｕ，ｖ，ｗ，ｘ，ｙを算出
        var u = Math.floor(lng - 100);
        var f = lng - 100 - u;
        var v = Math.floor((f * 60) / 7.5);
        var g = (f * 60) % 7.5;
        var w = Math.floor((g * 60) / 45);
        var h = (g * 60) % 45;
        var x = Math.floor(h / 22.5);
        var i = h % 22.5;
        var y = Math.floor(i / 11.25);
        // 以下、８分の１地域メッシュ算出のため拡張
        var jj = i % 11.25;
        var zz = Math.floor(jj / 5.625);
        // （３）ｓ，ｘよりｍを算出，ｔ，ｙよりｎを算出
        var m = s * 2 + (x + 1);
        var n = t * 2 + (y + 1);
        // 以下、８分の１地域メッシュ算出のため拡張
        var oo = uu * 2 + (zz + 1);
        // （４）ｐ，ｑ，ｒ，ｕ，ｖ，ｗ，ｍ、ｎ、ooより地域メッシュ・コードを算出
        var code = "".concat(p).concat(u).concat(q).concat(v).concat(r).concat(w).concat(m).concat(n).concat(oo);
        if (JapanMesh.isValidCode(code) === false) {
            throw new Error("lat: ".concat(lat, " and lng: ").concat(lng, " are invalid location."));
        }
        var lv10000Code = code.slice(0, constants_1.MESH.LEVEL_10000.DIGIT);
        switch (level) {
            case constants_1.MESH.LEVEL_80000.LEVEL:
                return code.slice(0, constants_1.MESH.LEVEL_80000.DIGIT);
            case constants_1.MESH.LEVEL_10000.LEVEL:
                return lv10000Code;
            case constants_1.MESH.LEVEL_5000.LEVEL:
                return toCodeForIntegrationAreaMesh(lv10000Code, lat, lng, level);
            case constants_1.MESH.LEVEL_2000.LEVEL:
                return toCodeForIntegrationAreaMesh(lv10000Code, lat, lng, level);
            case constants_1.MESH.LEVEL_1000.LEVEL:
                return code.slice(0, constants_1.MESH.LEVEL_1000.DIGIT);
            case constants_1.MESH.LEVEL_500.LEVEL:
                return code.slice(0, constants_1.MESH.LEVEL_500.DIGIT);
            case constants_1.MESH.LEVEL_250.LEVEL:
                return code.slice(0, constants_1.MESH.LEVEL_250.DIGIT);
            default:
                return code;
        }
    };
    JapanMesh.toLatLngBounds = function (code) {
        var coordinate = toCoordinate(code);
        var ne = coordinate[0]; // 北東
        var sw = coordinate[2]; // 南西
        return new LatLngBounds_1.LatLngBounds(ne[1], ne[0], sw[1], sw[0]);
    };
    JapanMesh.toGeoJSON = function (code, properties) {
        if (properties === void 0) { properties = {}; }
        var coordinate = toCoordinate(code);
        return createGeoJSON(coordinate, properties);
    };
    JapanMesh.getLevel = function (code) {
        if (JapanMesh.isValidCode(code) === false) {
            throw new Error("'".concat(code, "' is invalid mesh code."));
        }
        var digit = code.length;
        if (digit === constants_1.MESH.LEVEL_80000.DIGIT) {
            return constants_1.MESH.LEVEL_80000.LEVEL;
        }
        else if (digit === constants_1.MESH.LEVEL_10000.DIGIT) {
            return constants_1.MESH.LEVEL_10000.LEVEL;
        }
        else if (digit === constants_1.MESH.LEVEL_5000.DIGIT) {
            return constants_1.MESH.LEVEL_5000.LEVEL;
        }
        else if (digit === constants_1.MESH.LEVEL_2000.DIGIT &&
            code[code.length - 1] === '5') {
            return constants_1.MESH.LEVEL_2000.LEVEL;
        }
        else if (digit === constants_1.MESH.LEVEL_1000.DIGIT) {
            return constants_1.MESH.LEVEL_1000.LEVEL;
        }
        else if (digit === constants_1.MESH.LEVEL_500.DIGIT) {
            return constants_1.MESH.LEVEL_500.LEVEL;
        }
        else if (digit === constants_1.MESH.LEVEL_250.DIGIT) {
            return constants_1.MESH.LEVEL_250.LEVEL;
        }
        else {
            return constants_1.MESH.LEVEL_125.LEVEL;
        }
    };
    JapanMesh.getCodes = function (code, level) {
        if (code === void 0) { code = null; }
        if (level === void 0) { level = null; }
        if (code === null && level === null) {
            return constants_1.LEVEL_80000_CODES;
        }
        if (code === null) {
            throw new Error('code is required.');
        }
        if (level === null) {
            throw new Error('level is required.');
        }
        if (JapanMesh.isValidCode(code) === false) {
            throw new Error("'".concat(code, "' is invalid mesh code."));
        }
        if (constants_1.AREA_MESH_LEVELS.includes(level) === false) {
            throw new Error("".concat(level, " is invalid level. available : ").concat(constants_1.AREA_MESH_LEVELS.join(', ')));
        }
        var currentLevel = JapanMesh.getLevel(code);
        if (currentLevel <= level) {
            throw new Error('code level is lower than the specified level.');
        }
        var lv10000Codes = [];
        if (currentLevel > constants_1.MESH.LEVEL_10000.LEVEL) {
            for (var y = constants_1.MESH.LEVEL_10000.RANGE.MIN; y <= constants_1.MESH.LEVEL_10000.RANGE.MAX; y++) {
                for (var x = constants_1.MESH.LEVEL_10000.RANGE.MIN; x <= constants_1.MESH.LEVEL_10000.RANGE.MAX; x++) {
                    lv10000Codes.push("".concat(code).concat(y).concat(x));
                }
            }
            if (level === constants_1.MESH.LEVEL_10000.LEVEL) {
                return lv10000Codes;
            }
        }
        else {
            lv10000Codes.push(code.slice(0, constants_1.MESH.LEVEL_10000.DIGIT));
        }
        if (constants_1.INTEGRATION_AREA_MESH_LEVELS.includes(level)) {
            if (level === constants_1.MESH.LEVEL_5000.LEVEL) {
                var lv5000Codes_1 = [];
                lv10000Codes.forEach(function (lv10000Code) {
                    for (var xy = constants_1.MESH.LEVEL_5000.RANGE.MIN; xy <= constants_1.MESH.LEVEL_5000.RANGE.MAX; xy++) {
                        lv5000Codes_1.push("".concat(lv10000Code).concat(xy));
                    }
                });
                return lv5000Codes_1;
            }
            else if (level === constants_1.MESH.LEVEL_2000.LEVEL) {
                var lv2000Codes_1 = [];
                lv10000Codes.forEach(function (lv10000Code) {
                    var yRange = [0, 2, 4, 6, 8];
                    var xRange = [0, 2, 4, 6, 8];
                    if (currentLevel === constants_1.MESH.LEVEL_5000.LEVEL) {
                        var lv5000XY = Number(code[6]);
                        if (lv5000XY === 1) {
                            yRange = [0, 2, 4];
                            xRange = [0, 2, 4];
                        }
                        else if (lv5000XY === 2) {
                            yRange = [0, 2, 4];
                            xRange = [4, 6, 8];
                        }
                        else if (lv5000XY === 3) {
                            yRange = [4, 6, 8];
                            xRange = [0, 2, 4];
                        }
                        else if (lv5000XY === 4) {
                            yRange = [4, 6, 8];
                            xRange = [4, 6, 8];
                        }
                    }
                    yRange.forEach(function (y) {
                        xRange.forEach(function (x) {
                            lv2000Codes_1.push("".concat(lv10000Code).concat(y).concat(x, "5"));
                        });
                    });
                });
                return lv2000Codes_1;
            }
        }
        else {
            var lv1000Codes_1 = [];
            if (currentLevel > constants_1.MESH.LEVEL_1000.LEVEL) {
                var yMin_1 = constants_1.MESH.LEVEL_1000.RANGE.MIN;
                var yMax_1 = constants_1.MESH.LEVEL_1000.RANGE.MAX;
                var xMin_1 = constants_1.MESH.LEVEL_1000.RANGE.MIN;
                var xMax_1 = constants_1.MESH.LEVEL_1000.RANGE.MAX;
                if (currentLevel === constants_1.MESH.LEVEL_5000.LEVEL) {
                    var lv5000XY = Number(code[6]);
                    if (lv5000XY === 1) {
                        yMax_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                        xMax_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                    }
                    else if (lv5000XY === 2) {
                        yMax_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                        xMin_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                    }
                    else if (lv5000XY === 3) {
                        yMin_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                        xMax_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                    }
                    else if (lv5000XY === 4) {
                        yMin_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                        xMin_1 = (constants_1.MESH.LEVEL_1000.RANGE.MAX + 1) / 2;
                    }
                }
                else if (currentLevel === constants_1.MESH.LEVEL_2000.LEVEL) {
                    var lv2000X = Number(code[7]);
                    var lv2000Y = Number(code[6]);
                    yMin_1 = lv2000Y;
                    yMax_1 = lv2000Y + 1;
                    xMin_1 = lv2000X;
                    xMax_1 = lv2000X + 1;
                }
                lv10000Codes.forEach(function (lv10000Code) {
                    for (var y = yMin_1; y <= yMax_1; y++) {
                        for (var x = xMin_1; x <= xMax_1; x++) {
                            lv1000Codes_1.push("".concat(lv10000Code).concat(y).concat(x));
                        }
                    }
                });
                if (level === constants_1.MESH.LEVEL_1000.LEVEL) {
                    return lv1000Codes_1;
                }
            }
            else {
                lv1000Codes_1.push(code.slice(0, constants_1.MESH.LEVEL_1000.DIGIT));
            }
            var lv500Codes_1 = [];
            if (currentLevel > constants_1.MESH.LEVEL_500.LEVEL) {
                lv1000Codes_1.forEach(function (lv1000Code) {
                    for (var xy = constants_1.MESH.LEVEL_500.RANGE.MIN; xy <= constants_1.MESH.LEVEL_500.RANGE.MAX; xy++) {
                        lv500Codes_1.push("".concat(lv1000Code).concat(xy));
                    }
                });
                if (level === constants_1.MESH.LEVEL_500.LEVEL) {
                    return lv500Codes_1;
                }
            }
            else {
                lv500Codes_1.push(code.slice(0, constants_1.MESH.LEVEL_500.DIGIT));
            }
            var lv250Codes_1 = [];
            if (currentLevel > constants_1.MESH.LEVEL_250.LEVEL) {
                lv500Codes_1.forEach(function (lv500Code) {
                    for (var xy = constants_1.MESH.LEVEL_250.RANGE.MIN; xy <= constants_1.MESH.LEVEL_250.RANGE.MAX; xy++) {
                        lv250Codes_1.push("".concat(lv500Code).concat(xy));
                    }
                });
                if (level === constants_1.MESH.LEVEL_250.LEVEL) {
                    return lv250Codes_1;
                }
            }
            else {
                lv250Codes_1.push(code.slice(0, constants_1.MESH.LEVEL_250.DIGIT));
            }
            var lv125Codes_1 = [];
            if (currentLevel > constants_1.MESH.LEVEL_125.LEVEL) {
                lv250Codes_1.forEach(function (lv250Code) {
                    for (var xy = constants_1.MESH.LEVEL_125.RANGE.MIN; xy <= constants_1.MESH.LEVEL_125.RANGE.MAX; xy++) {
                        lv125Codes_1.push("".concat(lv250Code).concat(xy));
                    }
                });
                if (level === constants_1.MESH.LEVEL_125.LEVEL) {
                    return lv125Codes_1;
                }
            }
        }
    };
    JapanMesh.getCodesWithinBounds = function (bounds, level) {
        if (level === void 0) { level = constants_1.MESH.LEVEL_80000.LEVEL; }
        if (constants_1.AREA_MESH_LEVELS.includes(level) === false) {
            throw new Error("".concat(level, " is invalid level. available : ").concat(constants_1.AREA_MESH_LEVELS.join(', ')));
        }
        var ne = bounds.getNorthEast();
        var sw = bounds.getSouthWest();
        var diffLat = ne.lat - sw.lat;
        var diffLng = ne.lng - sw.lng;
        var distance = getDistance(level);
        var sideX = distance.LAT;
        var sideY = distance.LNG;
        var meshMaxX = Math.ceil(diffLat / sideX) + 1;
        var meshMaxY = Math.ceil(diffLng / sideY) + 1;
        var codes = [];
        var OFFSET = 0.00000001; // 境界の内側に収めるための非常に小さなオフセット(約1.1mm)
        for (var x = 0; x <= meshMaxX; x++) {
            for (var y = 0; y <= meshMaxY; y++) {
                var lat = Math.min(Math.max(sw.lat + sideX * x - sideX / 2, sw.lat + OFFSET), ne.lat - OFFSET);
                var lng = Math.min(Math.max(sw.lng + sideY * y - sideY / 2, sw.lng + OFFSET), ne.lng - OFFSET);
                try {
                    var code = JapanMesh.toCode(lat, lng, level);
                    if (!codes.includes(code)) {
                        codes.push(code);
                    }
                }
                catch (e) {
                    // NOTE: 日本国土外は変換エラーとなるが処理を継続する
                }
            }
        }
        return codes;
    };
    JapanMesh.isValidCode = function (code) {
        // 桁数チェック
        if (code.length !== constants_1.MESH.LEVEL_80000.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_10000.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_5000.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_2000.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_1000.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_500.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_250.DIGIT &&
            code.length !== constants_1.MESH.LEVEL_125.DIGIT) {
            return false;
        }
        // 第1次地域区画
        if (!constants_1.LEVEL_80000_CODES.includes(code.slice(0, constants_1.MESH.LEVEL_80000.DIGIT))) {
            return false;
        }
        if (code.length >= constants_1.MESH.LEVEL_10000.DIGIT) {
            // 第2次地域区画 (x, y は 0~7 の範囲となる)
            var lv10000Y = Number(code[4]);
            var lv10000X = Number(code[5]);
            if (lv10000Y < constants_1.MESH.LEVEL_10000.RANGE.MIN ||
                lv10000Y > constants_1.MESH.LEVEL_10000.RANGE.MAX ||
                lv10000X < constants_1.MESH.LEVEL_10000.RANGE.MIN ||
                lv10000X > constants_1.MESH.LEVEL_10000.RANGE.MAX) {
                return false;
            }
        }
        if (isIntegrationAreaMesh(code)) {
            if (code.length === constants_1.MESH.LEVEL_5000.DIGIT) {
                // 5倍地域メッシュ (x, y は 1~4 の範囲となる)
                var lv5000XY = Number(code[6]);
                if (lv5000XY < constants_1.MESH.LEVEL_5000.RANGE.MIN ||
                    lv5000XY > constants_1.MESH.LEVEL_5000.RANGE.MAX) {
                    return false;
                }
            }
            else if (code.length === constants_1.MESH.LEVEL_2000.DIGIT) {
                // 2倍地域メッシュ (x, y は 0~8 の範囲の偶数となる)
                var lv2000Y = Number(code[6]);
                var lv2000X = Number(code[7]);
                var range = [0, 2, 4, 6, 8];
                if (!range.includes(lv2000Y) || !range.includes(lv2000X)) {
                    return false;
                }
            }
        }
        else {
            if (code.length >= constants_1.MESH.LEVEL_1000.DIGIT) {
                // 基準地域メッシュ(第3次地域区画) (x, y は 0~9 の範囲となる)
                var lv1000Y = Number(code[6]);
                var lv1000X = Number(code[7]);
                if (lv1000Y < constants_1.MESH.LEVEL_1000.RANGE.MIN ||
                    lv1000Y > constants_1.MESH.LEVEL_1000.RANGE.MAX ||
                    lv1000X < constants_1.MESH.LEVEL_1000.RANGE.MIN ||
                    lv1000X > constants_1.MESH.LEVEL_1000.RANGE.MAX) {
                    return false;
                }
            }
            if (code.length >= constants_1.MESH.LEVEL_500.DIGIT) {
                // 2分の1地域メッシュ (x, y は 1~4 の範囲となる)
                var lv500XY = Number(code[8]);
                if (lv500XY < constants_1.MESH.LEVEL_500.RANGE.MIN ||
                    lv500XY > constants_1.MESH.LEVEL_500.RANGE.MAX) {
                    return false;
                }
            }
            if (code.length >= constants_1.MESH.LEVEL_250.DIGIT) {
                // 4分の1地域メッシュ (x, y は 1~4 の範囲となる)
                var lv250XY = Number(code[9]);
                if (lv250XY < constants_1.MESH.LEVEL_250.RANGE.MIN ||
                    lv250XY > constants_1.MESH.LEVEL_250.RANGE.MAX) {
                    return false;
                }
            }
            if (code.length >= constants_1.MESH.LEVEL_125.DIGIT) {
                // 8分の1地域メッシュ (x, y は 1~4 の範囲となる)
                var lv125XY = Number(code[10]);
                if (lv125XY < constants_1.MESH.LEVEL_125.RANGE.MIN ||
                    lv125XY > constants_1.MESH.LEVEL_125.RANGE.MAX) {
                    return false;
                }
            }
        }
        return true;
    };
    return JapanMesh;
}());
exports.JapanMesh = JapanMesh;
/**
 * 緯度経度から地域メッシュコードを取得する。統合地域メッシュ用。
 * 算出式 : https://www.stat.go.jp/data/mesh/pdf/gaiyo1.pdf
 * @param {string} lv10000Code
 * @param {number} lat
 * @param {number} lng
 * @param {number} level
 */
function toCodeForIntegrationAreaMesh(lv10000Code, lat, lng, level) {
    var code = lv10000Code;
    var bounds = JapanMesh.toLatLngBounds(lv10000Code);
    var sw = bounds.getSouthWest();
    if (level === constants_1.MESH.LEVEL_5000.LEVEL) {
        var y = Math.floor((lat - sw.lat) / constants_1.MESH.LEVEL_5000.DISTANCE.LAT);
        var x = Math.floor((lng - sw.lng) / constants_1.MESH.LEVEL_5000.DISTANCE.LNG);
        if (x === 0 && y === 0) {
            code += '1';
        }
        else if (x === 1 && y === 0) {
            code += '2';
        }
        else if (x === 0 && y === 1) {
            code += '3';
        }
        else {
            code += '4';
        }
    }
    else if (level === constants_1.MESH.LEVEL_2000.LEVEL) {
        var y = Math.floor((lat - sw.lat) / constants_1.MESH.LEVEL_2000.DISTANCE.LAT) * 2;
        var x = Math.floor((lng - sw.lng) / constants_1.MESH.LEVEL_2000.DISTANCE.LNG) * 2;
        code += "".concat(y).concat(x, "5");
    }
    return code;
}
function toCoordinate(code) {
    if (JapanMesh.isValidCode(code) === false) {
        throw new Error("'".concat(code, "' is invalid mesh code."));
    }
    var lv80000X = Number(code.slice(2, 4));
    var lv80000Y = Number(code.slice(0, 2));
    var minX = 0;
    var maxX = 0;
    var minY = 0;
    var maxY = 0;
    if (code.length >= constants_1.MESH.LEVEL_80000.DIGIT) {
        minX =
            constants_1.MESH.LEVEL_80000.SECTION.LNG.MIN +
                (lv80000X - constants_1.MESH.LEVEL_80000.SECTION.X.MIN) *
                    constants_1.MESH.LEVEL_80000.DISTANCE.LNG;
        maxX = minX + constants_1.MESH.LEVEL_80000.DISTANCE.LNG;
        minY =
            constants_1.MESH.LEVEL_80000.SECTION.LAT.MIN +
                (lv80000Y - constants_1.MESH.LEVEL_80000.SECTION.Y.MIN) *
                    constants_1.MESH.LEVEL_80000.DISTANCE.LAT;
        maxY = minY + constants_1.MESH.LEVEL_80000.DISTANCE.LAT;
    }
    if (code.length >= constants_1.MESH.LEVEL_10000.DIGIT) {
        var lv10000X = Number(code[5]);
        var lv10000Y = Number(code[4]);
        minX += lv10000X * constants_1.MESH.LEVEL_10000.DISTANCE.LNG;
        maxX = minX + constants_1.MESH.LEVEL_10000.DISTANCE.LNG;
        minY += lv10000Y * constants_1.MESH.LEVEL_10000.DISTANCE.LAT;
        maxY = minY + constants_1.MESH.LEVEL_10000.DISTANCE.LAT;
    }
    if (isIntegrationAreaMesh(code)) {
        if (code.length === constants_1.MESH.LEVEL_5000.DIGIT) {
            var lv5000XY = Number(code[6]);
            var lv5000X = lv5000XY === 1 || lv5000XY === 3 ? 0 : 1;
            var lv5000Y = lv5000XY === 1 || lv5000XY === 2 ? 0 : 1;
            minX += lv5000X * constants_1.MESH.LEVEL_5000.DISTANCE.LNG;
            maxX = minX + constants_1.MESH.LEVEL_5000.DISTANCE.LNG;
            minY += lv5000Y * constants_1.MESH.LEVEL_5000.DISTANCE.LAT;
            maxY = minY + constants_1.MESH.LEVEL_5000.DISTANCE.LAT;
        }
        else if (code.length === constants_1.MESH.LEVEL_2000.DIGIT) {
            var lv2000X = Number(code[7]);
            var lv2000Y = Number(code[6]);
            minX += (lv2000X / 2) * constants_1.MESH.LEVEL_2000.DISTANCE.LNG;
            maxX = minX + constants_1.MESH.LEVEL_2000.DISTANCE.LNG;
            minY += (lv2000Y / 2) * constants_1.MESH.LEVEL_2000.DISTANCE.LAT;
            maxY = minY + constants_1.MESH.LEVEL_2000.DISTANCE.LAT;
        }
    }
    else {
        if (code.length >= constants_1.MESH.LEVEL_1000.DIGIT) {
            var lv1000X = Number(code[7]);
            var lv1000Y = Number(code[6]);
            minX += lv1000X * constants_1.MESH.LEVEL_1000.DISTANCE.LNG;
            maxX = minX + constants_1.MESH.LEVEL_1000.DISTANCE.LNG;
            minY += lv1000Y * constants_1.MESH.LEVEL_1000.DISTANCE.LAT;
            maxY = minY + constants_1.MESH.LEVEL_1000.DISTANCE.LAT;
        }
        if (code.length >= constants_1.MESH.LEVEL_500.DIGIT) {
            var lv500XY = Number(code[8]);
            var lv500X = lv500XY === 1 || lv500XY === 3 ? 0 : 1;
            var lv500Y = lv500XY === 1 || lv500XY === 2 ? 0 : 1;
            minX += lv500X * constants_1.MESH.LEVEL_500.DISTANCE.LNG;
            maxX = minX + constants_1.MESH.LEVEL_500.DISTANCE.LNG;
            minY += lv500Y * constants_1.MESH.LEVEL_500.DISTANCE.LAT;
            maxY = minY + constants_1.MESH.LEVEL_500.DISTANCE.LAT;
        }
        if (code.length >= constants_1.MESH.LEVEL_250.DIGIT) {
            var lv250XY = Number(code[9]);
            var lv250X = lv250XY === 1 || lv250XY === 3 ? 0 : 1;
            var lv250Y = lv250XY === 1 || lv250XY === 2 ? 0 : 1;
            minX += lv250X * constants_1.MESH.LEVEL_250.DISTANCE.LNG;
            maxX = minX + constants_1.MESH.LEVEL_250.DISTANCE.LNG;
            minY += lv250Y * constants_1.MESH.LEVEL_250.DISTANCE.LAT;
            maxY = minY + constants_1.MESH.LEVEL_250.DISTANCE.LAT;
        }
        if (code.length >= constants_1.MESH.LEVEL_125.DIGIT) {
            var lv125XY = Number(code[10]);
            var lv125X = lv125XY === 1 || lv125XY === 3 ? 0 : 1;
            var lv125Y = lv125XY === 1 || lv125XY === 2 ? 0 : 1;
            minX += lv125X * constants_1.MESH.LEVEL_125.DISTANCE.LNG;
            maxX = minX + constants_1.MESH.LEVEL_125.DISTANCE.LNG;
            minY += lv125Y * constants_1.MESH.LEVEL_125.DISTANCE.LAT;
            maxY = minY + constants_1.MESH.LEVEL_125.DISTANCE.LAT;
        }
    }
    var ne = [maxX, maxY];
    var nw = [minX, maxY];
    var sw = [minX, minY];
    var se = [maxX, minY];
    // 北東 -> 北西 -> 南西 -> 南東
    return [ne, nw, sw, se];
}
function createGeoJSON(coordinate, properties) {
    if (properties === void 0) { properties = {}; }
    coordinate.push(coordinate[0]);
    var coordinates = [coordinate];
    return {
        type: 'Feature',
        properties: properties,
        geometry: {
            type: 'Polygon',
            coordinates: coordinates,
        },
    };
}
function isIntegrationAreaMesh(code) {
    if (code.length === constants_1.MESH.LEVEL_10000.DIGIT ||
        code.length === constants_1.MESH.LEVEL_5000.DIGIT ||
        (code.length === constants_1.MESH.LEVEL_2000.DIGIT && code[code.length - 1] === '5')) {
        return true;
    }
    return false;
}
function getDistance(level) {
    switch (level) {
        case constants_1.MESH.LEVEL_10000.LEVEL:
            return constants_1.MESH.LEVEL_10000.DISTANCE;
        case constants_1.MESH.LEVEL_5000.LEVEL:
            return constants_1.MESH.LEVEL_5000.DISTANCE;
        case constants_1.MESH.LEVEL_2000.LEVEL:
            return constants_1.MESH.LEVEL_2000.DISTANCE;
        case constants_1.MESH.LEVEL_1000.LEVEL:
            return constants_1.MESH.LEVEL_1000.DISTANCE;
        case constants_1.MESH.LEVEL_500.LEVEL:
            return constants_1.MESH.LEVEL_500.DISTANCE;
        case constants_1.MESH.LEVEL_250.LEVEL:
            return constants_1.MESH.LEVEL_250.DISTANCE;
        case constants_1.MESH.LEVEL_125.LEVEL:
            return constants_1.MESH.LEVEL_125.DISTANCE;
        default:
            return constants_1.MESH.LEVEL_80000.DISTANCE;
    }
}
//# sourceMappingURL=JapanMesh.js.map