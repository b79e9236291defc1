import { IBackoff, IBackoffFactory } from './Backoff.js';
import { decorrelatedJitterGenerator, GeneratorFn } from './ExponentialBackoffGenerators.js';

export interface IExponentialBackoffOptions<S> {
  generator: GeneratorFn<S>;

  maxDelay: number;

  exponent: number;

  initialDelay: number;
}

const defaultOptions: IExponentialBackoffOptions<any> = {
  generator: decorrelatedJitterGenerator,
  maxDelay: 30000,
  exponent: 2,
  initialDelay: 64,
};

export class ExponentialBackoff<S> implements IBackoffFactory<unknown> {
  private readonly options: IExponentialBackoffOptions<S>;

  constructor(options?: Partial<IExponentialBackoffOptions<S>>) {
    this.options = options ? { ...defaultOptions, ...options } : defaultOptions;
  }

  public next() {
    return instance(this.options).next(undefined);
  }
}

const instance = <S>(
  options: IExponentialBackoffOptions<S>,
  state?: S,
  delay = 0,
  attempt = -1,
): IBackoff<unknown> => ({
  duration: delay,
  next() {
    const [nextDelay, nextState] = options.generator(state, options);
    return instance(options, nextState, nextDelay, attempt + 1);
  },
});
