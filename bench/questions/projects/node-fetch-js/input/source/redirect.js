// Excerpt of node-fetch src/index.js: the redirect branch of fetch(), in a function shell.
import {isRedirect} from './is-redirect.js';

export function handleRedirect(request, response_, headers, options_, resolve, reject, finalize) {
	if (isRedirect(response_.statusCode)) {
		// HTTP fetch step 5.2
		const location = headers.get('Location');

		// HTTP fetch step 5.3
		let locationURL = null;
		try {
			locationURL = location === null ? null : new URL(location, request.url);
		} catch {
			// error here can only be invalid URL in Location: header
			// do not throw when options.redirect == manual
			// let the user extract the errorneous redirect URL
			if (request.redirect !== 'manual') {
				reject(new FetchError(`uri requested responds with an invalid redirect URL: ${location}`, 'invalid-redirect'));
				finalize();
				return;
			}
		}

		// HTTP fetch step 5.5
		switch (request.redirect) {
			case 'error':
				reject(new FetchError(`uri requested responds with a redirect, redirect mode is set to error: ${request.url}`, 'no-redirect'));
				finalize();
				return;
			case 'manual':
				// Nothing to do
				break;
			case 'follow': {
				// HTTP-redirect fetch step 2
				if (locationURL === null) {
					break;
				}

				// HTTP-redirect fetch step 5
				if (request.counter >= request.follow) {
					reject(new FetchError(`maximum redirect reached at: ${request.url}`, 'max-redirect'));
					finalize();
					return;
				}

				// HTTP-redirect fetch step 6 (counter increment)
				// Create a new Request object.
				const requestOptions = {
					headers: new Headers(request.headers),
					follow: request.follow,
					counter: request.counter + 1,
					agent: request.agent,
					compress: request.compress,
					method: request.method,
					body: clone(request),
					signal: request.signal,
					size: request.size,
					referrer: request.referrer,
					referrerPolicy: request.referrerPolicy
				};

				// when forwarding sensitive headers like "Authorization",
				// "WWW-Authenticate", and "Cookie" to untrusted targets,
				// headers will be ignored when following a redirect to a domain
				// that is not a subdomain match or exact match of the initial domain.
				// For example, a redirect from "foo.com" to either "foo.com" or "sub.foo.com"
				// will forward the sensitive headers, but a redirect to "bar.com" will not.
				// headers will also be ignored when following a redirect to a domain using
				// a different protocol. For example, a redirect from "https://foo.com" to "http://foo.com"
				// will not forward the sensitive headers
				if (!isDomainOrSubdomain(request.url, locationURL) || !isSameProtocol(request.url, locationURL)) {
					for (const name of ['authorization', 'www-authenticate', 'cookie', 'cookie2']) {
						requestOptions.headers.delete(name);
					}
				}

				// HTTP-redirect fetch step 9
				if (response_.statusCode !== 303 && request.body && options_.body instanceof Stream.Readable) {
					reject(new FetchError('Cannot follow redirect with body being a readable stream', 'unsupported-redirect'));
					finalize();
					return;
				}

				// HTTP-redirect fetch step 11
				if (response_.statusCode === 303 || ((response_.statusCode === 301 || response_.statusCode === 302) && request.method === 'POST')) {
					requestOptions.method = 'GET';
					requestOptions.body = undefined;
					requestOptions.headers.delete('content-length');
				}

				// HTTP-redirect fetch step 14
				const responseReferrerPolicy = parseReferrerPolicyFromHeader(headers);
				if (responseReferrerPolicy) {
					requestOptions.referrerPolicy = responseReferrerPolicy;
				}

				// HTTP-redirect fetch step 15
				resolve(fetch(new Request(locationURL, requestOptions)));
				finalize();
				return;
			}

			default:
				return reject(new TypeError(`Redirect option '${request.redirect}' is not a valid value of RequestRedirect`));
		}
	}
}
