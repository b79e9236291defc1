// Excerpt of ky 2.1.0 source/core/Ky.ts (the npm tarball's source map): the two private methods that decide whether and when to retry.
import {
	calculateRetryTimingDelay,
	getRetryTimingHeader,
} from './retry-timing.js';

export class Ky {
	#retryCount = 0;

	#calculateDelay(retry: InternalOptions['retry']): number {
		const retryDelay = retry.delay(this.#retryCount + 1);

		let jitteredDelay = retryDelay;
		if (retry.jitter === true) {
			jitteredDelay = Math.random() * retryDelay;
		} else if (typeof retry.jitter === 'function') {
			jitteredDelay = retry.jitter(retryDelay);

			if (!Number.isFinite(jitteredDelay) || jitteredDelay < 0) {
				jitteredDelay = retryDelay;
			}
		}

		return Math.min(retry.backoffLimit, jitteredDelay);
	}

	async #calculateRetryDelay(error: unknown) {
		const retry = normalizeRetryOptions(this.#options.retry);
		if (this.#retryCount >= Math.min(retry.limit, this.#retryLimit)) {
			throw error;
		}

		if (!retry.methods.includes(this.request.method.toLowerCase())) {
			throw error;
		}

		if (isTimeoutError(error)) {
			if (!retry.retryOnTimeout) {
				throw error;
			}

			return this.#calculateDelay(retry);
		}

		if (isHTTPError(error)) {
			if (!retry.statusCodes.includes(error.response.status)) {
				throw error;
			}

			const retryTimingHeader = getRetryTimingHeader(error.response.headers);
			if (retryTimingHeader && retry.afterStatusCodes.includes(error.response.status)) {
				const after = calculateRetryTimingDelay(retryTimingHeader);
				if (after === undefined) {
					return this.#calculateDelay(retry);
				}

				return Math.min(retry.maxRetryAfter, after);
			}

			if (error.response.status === 413) {
				throw error;
			}

			return this.#calculateDelay(retry);
		}

		if (!isNetworkError(error)) {
			throw error;
		}

		return this.#calculateDelay(retry);
	}
}
