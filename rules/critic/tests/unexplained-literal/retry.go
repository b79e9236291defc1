package retry

func retryPolicy(resp *http.Response) bool {
	if resp.StatusCode == http.StatusTooManyRequests {
		return true
	}
	return false
}

func backoff(resp *http.Response) int {
	if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable {
		return 1
	}
	return 0
}
