// Package retryablehttp: excerpt of go-retryablehttp 0.7.1 client.go (Debian golang-github-hashicorp-go-retryablehttp source; doc comments moved to the design).
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
			if s, ok := resp.Header["Retry-After"]; ok {
				if sleep, err := strconv.ParseInt(s[0], 10, 64); err == nil {
					return time.Second * time.Duration(sleep)
				}
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

func LinearJitterBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	attemptNum++

	if max <= min {
		return min * time.Duration(attemptNum)
	}

	rand := rand.New(rand.NewSource(int64(time.Now().Nanosecond())))

	jitter := rand.Float64() * float64(max-min)
	jitterMin := int64(jitter) + int64(min)
	return time.Duration(jitterMin * int64(attemptNum))
}

func (c *Client) retryLoop(req *Request) (*http.Response, error) {
	var resp *http.Response
	var shouldRetry bool
	var doErr, respErr, checkErr error
	for i := 0; ; i++ {
		resp, doErr = c.HTTPClient.Do(req.Request)
		shouldRetry, checkErr = c.CheckRetry(req.Context(), resp, doErr)
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
