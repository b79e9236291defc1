// Excerpt of ky source/core/Ky.ts: the two private methods that decide whether and when to retry.
import {getRetryTimingHeader, calculateRetryTimingDelay} from './retry-timing.js';

export class Ky {
	#retryCount = 0;

	#calculateDelay(): number {
		const retryDelay = this.#options.retry.delay(this.#retryCount + 1);

		let jitteredDelay = retryDelay;
		if (this.#options.retry.jitter === true) {
			jitteredDelay = Math.random() * retryDelay;
		} else if (typeof this.#options.retry.jitter === 'function') {
			jitteredDelay = this.#options.retry.jitter(retryDelay);

			if (!Number.isFinite(jitteredDelay) || jitteredDelay < 0) {
				jitteredDelay = retryDelay;
			}
		}

		return Math.min(this.#options.retry.backoffLimit, jitteredDelay);
	}

	async #calculateRetryDelay(error: unknown) {
		if (this.#retryCount >= this.#options.retry.limit) {
			throw error;
		}

		if (!this.#options.retry.methods.includes(this.request.method.toLowerCase())) {
			throw error;
		}

		if (isTimeoutError(error)) {
			if (!this.#options.retry.retryOnTimeout) {
				throw error;
			}

			return this.#calculateDelay();
		}

		if (isHTTPError(error)) {
			if (!this.#options.retry.statusCodes.includes(error.response.status)) {
				throw error;
			}

			const retryTimingHeader = getRetryTimingHeader(error.response.headers);
			if (retryTimingHeader && this.#options.retry.afterStatusCodes.includes(error.response.status)) {
				const after = calculateRetryTimingDelay(retryTimingHeader);
				if (after === undefined) {
					return this.#calculateDelay();
				}

				return Math.min(this.#options.retry.maxRetryAfter, after);
			}

			if (error.response.status === 413) {
				throw error;
			}

			return this.#calculateDelay();
		}

		if (!isNetworkError(error)) {
			throw error;
		}

		return this.#calculateDelay();
	}
}
