import { SUPPORTED_COMPONENTS, type SupportedComponent } from '@offerkit/data';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from '../constants.ts';
import { invalidParameter } from './errors.ts';

/** Read access to a request's query with the contract's validation rules. Internal. */
export class QueryParameters {
  constructor(readonly params: URLSearchParams) {}

  /** A parameter given at most once; 400 when repeated. Empty strings count as absent. */
  single(name: string): string | undefined {
    const values = this.params.getAll(name);
    if (values.length > 1)
      throw invalidParameter(name, `${name} was given ${values.length} times; give it once.`);
    const value = values[0];
    return value === undefined || value === '' ? undefined : value;
  }

  /** Every value of a repeated parameter, empty ones left out. */
  all(name: string): string[] {
    return this.params.getAll(name).filter((value) => value !== '');
  }

  /**
   * `supportedComponents` (repeated), in the order given, duplicates dropped. An unknown value → 400
   * naming the parameter and the allowed values.
   */
  supportedComponents(): SupportedComponent[] {
    const result: SupportedComponent[] = [];
    for (const value of this.params.getAll('supportedComponents')) {
      if (!(SUPPORTED_COMPONENTS as readonly string[]).includes(value)) {
        throw invalidParameter(
          'supportedComponents',
          `supportedComponents "${value}" is not a component; allowed values are ${SUPPORTED_COMPONENTS.join(', ')} (repeat the parameter for several).`,
        );
      }
      if (!result.includes(value as SupportedComponent)) result.push(value as SupportedComponent);
    }
    return result;
  }

  /** `page[size]`: an integer from 1 to 100, 20 when absent. */
  pageSize(): number {
    const raw = this.single('page[size]');
    if (raw === undefined) return DEFAULT_PAGE_SIZE;
    const size = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(size) || size < MIN_PAGE_SIZE || size > MAX_PAGE_SIZE) {
      throw invalidParameter(
        'page[size]',
        `page[size] "${raw}" is out of bounds; give a whole number from ${MIN_PAGE_SIZE} to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
      );
    }
    return size;
  }

  /** A comma-separated `include`; each value must be one of `allowed`. */
  include(allowed: readonly string[]): Set<string> {
    const raw = this.single('include');
    const values = new Set(
      (raw ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    );
    for (const value of values) {
      if (!allowed.includes(value)) {
        throw invalidParameter(
          'include',
          `include "${value}" is not supported here; allowed values are ${allowed.join(', ')}.`,
        );
      }
    }
    return values;
  }

  /** `sort`: one of `allowed`, or `undefined`. */
  sort<Sort extends string>(allowed: readonly Sort[]): Sort | undefined {
    const raw = this.single('sort');
    if (raw === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw invalidParameter('sort', `sort "${raw}" is not supported; use one of ${allowed.join(', ')}.`);
    }
    return raw as Sort;
  }

  /** A boolean parameter: `true` or `false`. */
  boolean(name: string): boolean | undefined {
    const raw = this.single(name);
    if (raw === undefined) return undefined;
    if (raw !== 'true' && raw !== 'false')
      throw invalidParameter(name, `${name} "${raw}" must be true or false.`);
    return raw === 'true';
  }

  /** A finite number parameter within [min, max]. */
  number(name: string, min: number, max: number): number | undefined {
    const raw = this.single(name);
    if (raw === undefined) return undefined;
    const value = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value) || value < min || value > max) {
      throw invalidParameter(name, `${name} "${raw}" must be a number from ${min} to ${max}.`);
    }
    return value;
  }
}
