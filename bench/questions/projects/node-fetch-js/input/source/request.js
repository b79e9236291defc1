// Excerpt of node-fetch src/request.js: the defaults set by the Request constructor.
export function requestDefaults(init, input, method, headers, parsedURL, signal, referrer) {
	const internals = {
		method,
		redirect: init.redirect || input.redirect || 'follow',
		headers,
		parsedURL,
		signal,
		referrer
	};
	// Node-fetch-only options
	internals.follow = init.follow === undefined ? (input.follow === undefined ? 20 : input.follow) : init.follow;
	internals.compress = init.compress === undefined ? (input.compress === undefined ? true : input.compress) : init.compress;
	internals.counter = init.counter || input.counter || 0;
	internals.agent = init.agent || input.agent;
	internals.highWaterMark = init.highWaterMark || input.highWaterMark || 16384;
	internals.insecureHTTPParser = init.insecureHTTPParser || input.insecureHTTPParser || false;

	internals.size = init.size || input.size || 0;
	return internals;
}
