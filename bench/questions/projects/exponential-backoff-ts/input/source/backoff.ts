// exponential-backoff 3.1.3 (npm), src/backoff.ts with the delay and jitter modules it imports, one file; imports and doc comments left out
// src/backoff.ts
import { IBackOffOptions, getSanitizedOptions, BackoffOptions } from "./options";
export async function backOff<T>(
  request: () => Promise<T>,
  options: BackoffOptions = {}
): Promise<T> {
  const sanitizedOptions = getSanitizedOptions(options);
  const backOff = new BackOff(request, sanitizedOptions);

  return await backOff.execute();
}

class BackOff<T> {
  private attemptNumber = 0;

  constructor(
    private request: () => Promise<T>,
    private options: IBackOffOptions
  ) {}

  public async execute(): Promise<T> {
    while (!this.attemptLimitReached) {
      try {
        await this.applyDelay();
        return await this.request();
      } catch (e) {
        this.attemptNumber++;
        const shouldRetry = await this.options.retry(e, this.attemptNumber);

        if (!shouldRetry || this.attemptLimitReached) {
          throw e;
        }
      }
    }

    throw new Error("Something went wrong.");
  }

  private get attemptLimitReached() {
    return this.attemptNumber >= this.options.numOfAttempts;
  }

  private async applyDelay() {
    const delay = DelayFactory(this.options, this.attemptNumber);
    await delay.apply();
  }
}

// src/delay/delay.factory.ts
export function DelayFactory(options: IBackOffOptions, attempt: number): IDelay {
    const delay = initDelayClass(options);
    delay.setAttemptNumber(attempt);
    return delay;
}

function initDelayClass(options: IBackOffOptions) {
    if (!options.delayFirstAttempt) {
        return new SkipFirstDelay(options);
    }

    return new AlwaysDelay(options);
}

// src/delay/delay.base.ts
export abstract class Delay implements IDelay {
  protected attempt = 0;
  constructor(private options: IBackOffOptions) {}

  public apply() {
    return new Promise(resolve => setTimeout(resolve, this.jitteredDelay));
  }

  public setAttemptNumber(attempt: number) {
    this.attempt = attempt;
  }

  private get jitteredDelay() {
    const jitter = JitterFactory(this.options);
    return jitter(this.delay);
  }

  private get delay() {
    const constant = this.options.startingDelay;
    const base = this.options.timeMultiple;
    const power = this.numOfDelayedAttempts;
    const delay = constant * Math.pow(base, power);

    return Math.min(delay, this.options.maxDelay);
  }

  protected get numOfDelayedAttempts() {
    return this.attempt;
  }
}

// src/delay/skip-first/skip-first.delay.ts
export class SkipFirstDelay extends Delay {
    public async apply() {
        return this.isFirstAttempt ? true : super.apply();
    }

    private get isFirstAttempt() {
        return this.attempt === 0;
    }

    protected get numOfDelayedAttempts() {
        return this.attempt - 1;
    }
}

// src/delay/always/always.delay.ts
export class AlwaysDelay extends Delay {}

// src/jitter/jitter.factory.ts
export type Jitter = (delay: number) => number;

export function JitterFactory(options: IBackOffOptions): Jitter {
  switch (options.jitter) {
    case "full":
      return fullJitter;

    case "none":
    default:
      return noJitter;
  }
}

// src/jitter/full/full.jitter.ts
export function fullJitter(delay: number) {
    const jitteredDelay = Math.random() * delay;
    return Math.round(jitteredDelay);
}

// src/jitter/no/no.jitter.ts
export function noJitter(delay: number) {
    return delay;
}
