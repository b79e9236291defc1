"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LatLngBounds = void 0;
var LatLng_1 = require("./LatLng");
var LatLngBounds = /** @class */ (function () {
    function LatLngBounds(northLat, eastLng, southLat, westLng) {
        this.northLat = northLat;
        this.eastLng = eastLng;
        this.southLat = southLat;
        this.westLng = westLng;
    }
    LatLngBounds.prototype.getCenter = function () {
        var lat = (this.northLat + this.southLat) / 2;
        var lng = (this.eastLng + this.westLng) / 2;
        return new LatLng_1.LatLng(lat, lng);
    };
    LatLngBounds.prototype.getNorthEast = function () {
        return new LatLng_1.LatLng(this.northLat, this.eastLng);
    };
    LatLngBounds.prototype.getNorthWest = function () {
        return new LatLng_1.LatLng(this.northLat, this.westLng);
    };
    LatLngBounds.prototype.getSouthWest = function () {
        return new LatLng_1.LatLng(this.southLat, this.westLng);
    };
    LatLngBounds.prototype.getSouthEast = function () {
        return new LatLng_1.LatLng(this.southLat, this.eastLng);
    };
    LatLngBounds.prototype.contains = function (latLng) {
        var lat = latLng.lat;
        var lng = latLng.lng;
        return (this.southLat <= lat &&
            lat <= this.northLat &&
            this.westLng <= lng &&
            lng <= this.eastLng);
    };
    return LatLngBounds;
}());
exports.LatLngBounds = LatLngBounds;
//# sourceMappingURL=LatLngBounds.js.map