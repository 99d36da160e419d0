import { type Location, locationView } from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

function makeLocation(attributes: Partial<Location['attributes']> = {}): Location {
  return {
    type: 'location',
    id: 'loc-1',
    attributes: { name: 'Coffee House Mission', ...attributes },
    offers: [],
    categories: [],
  };
}

describe('locationView', () => {
  it('writes the address as a street line and a "City, ST zip" line from trimmed parts', () => {
    const view = locationView(
      makeLocation({
        address: { street: ' 1 Valencia St ', city: ' San Francisco', state: 'CA ', zipCode: '94110' },
      }),
    );
    expect(view).toMatchObject({
      name: 'Coffee House Mission',
      street: '1 Valencia St',
      place: 'San Francisco, CA 94110',
      hasAddress: true,
    });
  });

  it('joins only the parts present', () => {
    expect(locationView(makeLocation({ address: { city: 'Oakland' } })).place).toBe('Oakland');
    expect(locationView(makeLocation({ address: { state: 'CA' } })).place).toBe('CA');
    expect(locationView(makeLocation({ address: { zipCode: '94110', city: ' ' } })).place).toBe('94110');
    expect(locationView(makeLocation({ address: { city: 'Oakland', zipCode: '94607' } })).place).toBe(
      'Oakland, 94607',
    );
  });

  it('has no address lines when every part is blank or absent', () => {
    const blank = locationView(makeLocation({ address: { street: ' ', city: '', state: ' ' } }));
    expect(blank.hasAddress).toBe(false);
    expect('street' in blank || 'place' in blank).toBe(false);
    expect(locationView(makeLocation()).hasAddress).toBe(false);
    expect(locationView(makeLocation({ address: { street: 'Pier 39' } }))).toMatchObject({
      street: 'Pier 39',
      hasAddress: true,
    });
  });

  it('links the phone by its digits and plus, showing it as written', () => {
    expect(locationView(makeLocation({ phone: '+1 (415) 555-0100' })).phone).toEqual({
      text: '+1 (415) 555-0100',
      href: 'tel:+14155550100',
    });
  });

  it('leaves out a blank phone or one with nothing to dial', () => {
    expect(locationView(makeLocation({ phone: '  ' })).phone).toBeUndefined();
    expect(locationView(makeLocation({ phone: 'call us' })).phone).toBeUndefined();
    expect(locationView(makeLocation()).phone).toBeUndefined();
  });

  it("keeps the service's hours lines in order, blank ones left out", () => {
    const view = locationView(
      makeLocation({
        operationHours: { weekdayText: ['Monday: 9:00 AM – 5:00 PM', ' ', 'Tuesday: Closed'] },
      }),
    );
    expect(view.hours).toEqual(['Monday: 9:00 AM – 5:00 PM', 'Tuesday: Closed']);
    expect(locationView(makeLocation({ operationHours: { periods: [] } })).hours).toEqual([]);
  });

  it('gives the distance in miles only when both positions are known', () => {
    const location = makeLocation({ coordinates: { latitude: 37.7749, longitude: -122.4194 } });
    const miles = locationView(location, {
      userPosition: { latitude: 37.8044, longitude: -122.2712 },
    }).distanceMiles;
    expect(miles).toBeGreaterThan(8);
    expect(miles).toBeLessThan(9);
    expect(locationView(location).distanceMiles).toBeUndefined();
    expect(
      locationView(makeLocation(), { userPosition: { latitude: 1, longitude: 2 } }).distanceMiles,
    ).toBeUndefined();
  });

  it('hands on the offers redeemable there', () => {
    const location = makeLocation();
    location.offers = [makeOffer()];
    expect(locationView(location).offers).toBe(location.offers);
  });
});
