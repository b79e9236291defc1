"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LatLng = void 0;
var LatLng = /** @class */ (function () {
    function LatLng(lat, lng) {
        this.lat = lat;
        this.lng = lng;
    }
    return LatLng;
}());
exports.LatLng = LatLng;
//# sourceMappingURL=LatLng.js.map