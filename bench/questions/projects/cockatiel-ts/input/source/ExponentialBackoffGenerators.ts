import { IExponentialBackoffOptions } from '../backoff/ExponentialBackoff.js';

export type GeneratorFn<S> = (
  state: S | undefined,
  options: IExponentialBackoffOptions<S>,
) => [number, S];

export const noJitterGenerator: GeneratorFn<number> = (attempts = 0, options) => [
  Math.min(options.maxDelay, options.initialDelay * 2 ** attempts),
  attempts + 1,
];

export const fullJitterGenerator: GeneratorFn<number> = (state, options) => {
  const [delay, next] = noJitterGenerator(state, options);
  return [Math.floor(Math.random() * delay), next];
};

export const halfJitterGenerator: GeneratorFn<number> = (attempts, options) => {
  const [delay, next] = noJitterGenerator(attempts, options);
  return [Math.floor((delay + Math.random() * delay) / 2), next];
};

const pFactor = 4.0;

const rpScalingFactor = 1 / 1.4;

export const decorrelatedJitterGenerator: GeneratorFn<[number, number]> = (state, options) => {
  const [attempt, prev] = state || [0, 0];
  const t = attempt + Math.random();
  const next = Math.pow(options.exponent, t) * Math.tanh(Math.sqrt(pFactor * t));
  const formulaIntrinsicValue = isFinite(next) ? Math.max(0, next - prev) : Infinity;
  return [
    Math.min(formulaIntrinsicValue * rpScalingFactor * options.initialDelay, options.maxDelay),
    [attempt + 1, next],
  ];
};
