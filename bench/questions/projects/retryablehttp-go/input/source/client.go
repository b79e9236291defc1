// Package retryablehttp: excerpt of hashicorp/go-retryablehttp client.go (doc comments moved to the design).
package retryablehttp

import (
	"fmt"
	"math"
	"math/rand"
	"net/http"
	"strconv"
	"time"
)

var (
	defaultRetryWaitMin = 1 * time.Second
	defaultRetryWaitMax = 30 * time.Second
	defaultRetryMax     = 4
)

func baseRetryPolicy(resp *http.Response, err error) (bool, error) {
	if err != nil {
		return true, nil
	}

	if resp.StatusCode == http.StatusTooManyRequests {
		return true, nil
	}

	if resp.StatusCode == 0 || (resp.StatusCode >= 500 && resp.StatusCode != http.StatusNotImplemented) {
		return true, fmt.Errorf("unexpected HTTP status %s", resp.Status)
	}

	return false, nil
}

func DefaultBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	if resp != nil {
		if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable {
			if sleep, ok := parseRetryAfterHeader(resp.Header["Retry-After"]); ok {
				return sleep
			}
		}
	}

	mult := math.Pow(2, float64(attemptNum)) * float64(min)
	sleep := time.Duration(mult)
	if float64(sleep) != mult || sleep > max {
		sleep = max
	}
	return sleep
}

func parseRetryAfterHeader(headers []string) (time.Duration, bool) {
	if len(headers) == 0 || headers[0] == "" {
		return 0, false
	}
	header := headers[0]
	if sleep, err := strconv.ParseInt(header, 10, 64); err == nil {
		if sleep < 0 {
			return 0, false
		}
		return time.Second * time.Duration(sleep), true
	}

	retryTime, err := time.Parse(time.RFC1123, header)
	if err != nil {
		return 0, false
	}
	if until := retryTime.Sub(timeNow()); until > 0 {
		return until, true
	}
	return 0, true
}

func LinearJitterBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	attemptNum++

	if max <= min {
		return min * time.Duration(attemptNum)
	}

	source := rand.New(rand.NewSource(int64(time.Now().Nanosecond())))
	jitter := source.Float64() * float64(max-min)
	jitterMin := int64(jitter) + int64(min)
	return time.Duration(jitterMin * int64(attemptNum))
}

func (c *Client) retryLoop(req *Request) (*http.Response, error) {
	var resp *http.Response
	var shouldRetry bool
	var doErr error
	for i := 0; ; i++ {
		resp, doErr = c.HTTPClient.Do(req.Request)
		shouldRetry, _ = c.CheckRetry(req.Context(), resp, doErr)
		if !shouldRetry {
			break
		}
		remain := c.RetryMax - i
		if remain <= 0 {
			break
		}
		wait := c.Backoff(c.RetryWaitMin, c.RetryWaitMax, i, resp)
		time.Sleep(wait)
	}
	return resp, doErr
}
