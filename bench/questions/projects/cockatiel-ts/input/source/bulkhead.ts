import { BulkheadPolicy } from './BulkheadPolicy.js';

export function bulkhead(limit: number, queue: number = 0) {
  return new BulkheadPolicy(limit, queue);
}
