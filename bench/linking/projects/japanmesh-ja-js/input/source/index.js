"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LatLngBounds = exports.japanmesh = void 0;
/* eslint-disable @typescript-eslint/unbound-method */
var JapanMesh_1 = require("./geo/JapanMesh");
var LatLngBounds_1 = require("./geo/LatLngBounds");
Object.defineProperty(exports, "LatLngBounds", { enumerable: true, get: function () { return LatLngBounds_1.LatLngBounds; } });
exports.japanmesh = {
    toCode: JapanMesh_1.JapanMesh.toCode,
    toLatLngBounds: JapanMesh_1.JapanMesh.toLatLngBounds,
    toGeoJSON: JapanMesh_1.JapanMesh.toGeoJSON,
    getLevel: JapanMesh_1.JapanMesh.getLevel,
    getCodes: JapanMesh_1.JapanMesh.getCodes,
    getCodesWithinBounds: JapanMesh_1.JapanMesh.getCodesWithinBounds,
    isValidCode: JapanMesh_1.JapanMesh.isValidCode,
};
//# sourceMappingURL=index.js.map