import {
  type Coordinates,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  MAX_PAGE_SIZE,
  MIN_RADIUS_MILES,
  SUPPORTED_COMPONENTS,
  type SupportedComponent,
} from '@offerkit/data';
import { MAX_RADIUS_MILES, MIN_PAGE_SIZE } from '../constants.ts';
import type { PageRequest } from '../rules/paginate.ts';
import { invalidParameter } from './errors.ts';

const CHANNELS = ['INSTORE', 'ONLINE'];

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

  /** `page[size]`: a whole number from 1 to 100, 20 when absent. */
  pageSize(): number {
    const size = this.wholeNumber(
      'page[size]',
      MIN_PAGE_SIZE,
      MAX_PAGE_SIZE,
      (raw) =>
        `page[size] "${raw}" is out of bounds; give a whole number from ${MIN_PAGE_SIZE} to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
    );
    return size ?? DEFAULT_PAGE_SIZE;
  }

  /** The page asked for: `page[size]` and the `page[after]` / `page[before]` cursor. */
  page(): PageRequest {
    return { size: this.pageSize(), after: this.single('page[after]'), before: this.single('page[before]') };
  }

  /** `filter[radius]`: whole miles from 1 to 3000; `undefined` when absent (the search's default applies). */
  radiusMiles(): number | undefined {
    return this.wholeNumber(
      'filter[radius]',
      MIN_RADIUS_MILES,
      MAX_RADIUS_MILES,
      (raw) =>
        `filter[radius] "${raw}" must be a whole number of miles from ${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES} (default ${DEFAULT_RADIUS_MILES}).`,
    );
  }

  /** `filter[category]`: one category name, lowercased for a case-insensitive match; `undefined` when absent. */
  category(): string | undefined {
    return this.single('filter[category]')?.toLowerCase();
  }

  /** `filter[purchaseChannel]` (repeatable): `INSTORE`, `ONLINE`. */
  channels(): string[] {
    const channels = this.all('filter[purchaseChannel]');
    for (const channel of channels) {
      if (!CHANNELS.includes(channel)) {
        throw invalidParameter(
          'filter[purchaseChannel]',
          `filter[purchaseChannel] "${channel}" is not a channel; use INSTORE or ONLINE (repeat the parameter for both).`,
        );
      }
    }
    return channels;
  }

  /** Two parameters that only make sense together, read as coordinates; 400 when only one is given. */
  coordinates(latitude: string, longitude: string): Coordinates | undefined {
    const lat = this.number(latitude, -90, 90);
    const lon = this.number(longitude, -180, 180);
    if (lat === undefined && lon === undefined) return undefined;
    if (lat === undefined || lon === undefined) {
      const missing = lat === undefined ? latitude : longitude;
      throw invalidParameter(missing, `${latitude} and ${longitude} go together; ${missing} is missing.`);
    }
    return { latitude: lat, longitude: lon };
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

  /** A whole-number parameter within [min, max]; 400 with `detail` otherwise. */
  private wholeNumber(
    name: string,
    min: number,
    max: number,
    detail: (raw: string) => string,
  ): number | undefined {
    const raw = this.single(name);
    if (raw === undefined) return undefined;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) throw invalidParameter(name, detail(raw));
    return value;
  }
}
