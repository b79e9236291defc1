// Excerpt of ky 2.1.0 source/core/retry-timing.ts (the npm tarball's source map) (createTimestamp, the RFC 850 branch of parseDate, calculateRetryTimingDelay).
const timestampThreshold = Date.parse('2024-01-01');
const delayPattern = /^\d+$/;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// HTTP-date parsing is limited to IMF-fixdate and the two obsolete HTTP-date formats. Other date-like strings intentionally fall back to the normal retry delay.
const imfDatePattern = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;

const createTimestamp = ({year, month, day, hours, minutes, seconds}: RetryTimingDateParts): number | undefined => {
	const monthIndex = months.indexOf(month);
	const dayNumber = Number(day);
	const hoursNumber = Number(hours);
	const minutesNumber = Number(minutes);
	const secondsNumber = Number(seconds);
	if (
		monthIndex === -1
		|| hoursNumber > 23
		|| minutesNumber > 59
		|| secondsNumber > 60
	) {
		return undefined;
	}

	const normalizedSeconds = Math.min(secondsNumber, 59);
	const date = new Date(Date.UTC(year, monthIndex, dayNumber, hoursNumber, minutesNumber, normalizedSeconds));
	date.setUTCFullYear(year);
	const timestamp = date.getTime();

	// Date.UTC normalizes overflow, so round-trip the parts to reject invalid dates. A leap second is represented by parsing 60 as 59 and adding one second.
	if (
		date.getUTCFullYear() !== year
		|| date.getUTCMonth() !== monthIndex
		|| date.getUTCDate() !== dayNumber
		|| date.getUTCHours() !== hoursNumber
		|| date.getUTCMinutes() !== minutesNumber
		|| date.getUTCSeconds() !== normalizedSeconds
	) {
		return undefined;
	}

	return secondsNumber === 60 ? timestamp + 1000 : timestamp;
};

export const calculateRetryTimingDelay = ({value, allowTimestamp}: RetryTimingHeader): number | undefined => {
	if (delayPattern.test(value)) {
		let delay = Number(value) * 1000;

		// Standard Retry-After numbers are delay seconds. Timestamp compatibility only applies to reset headers.
		if (
			allowTimestamp
			&& delay >= timestampThreshold
		) {
			delay -= Date.now();
		}

		return Math.max(0, delay);
	}

	const timestamp = parseDate(value);
	if (timestamp === undefined) {
		return undefined;
	}

	const delay = timestamp - Date.now();
	return Number.isFinite(delay) ? Math.max(0, delay) : undefined;
};
