import { IBreaker } from './Breaker.js';

export class ConsecutiveBreaker implements IBreaker {
  public state = 0;

  constructor(private readonly threshold: number) {}

  public success() {
    this.state = 0;
  }

  public failure() {
    return ++this.state >= this.threshold;
  }
}
