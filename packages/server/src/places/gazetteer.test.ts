import { describe, expect, it } from 'vitest';
import { buildGazetteer } from './gazetteer.ts';
import type { Place } from './place.ts';

const city = (id: number, name: string, countryCode: string, size: number): Place => ({
  id: `city:${id}`, kind: 'city', name, countryCode, locality: name, lat: 0, lng: 0, size, aliases: [],
});
const port = (code: string, name: string, size = 1): Place => ({
  id: `port:${code}`, kind: 'port', name, code, countryCode: code.slice(0, 2), locality: name, lat: 0, lng: 0, size, aliases: [],
});
const airport = (code: string, name: string, countryCode: string, locality: string, aliases: string[] = []): Place => ({
  id: `airport:${code}`, kind: 'airport', name, code, countryCode, locality, lat: 0, lng: 0, size: 2, aliases,
});

const gazetteer = buildGazetteer([
  city(1, 'Valencia', 'VE', 1_385_083),
  city(2, 'Valencia', 'ES', 814_208),
  city(3, 'Valladolid', 'ES', 309_714),
  city(4, 'Málaga', 'ES', 568_305),
  city(5, 'New York City', 'US', 8_175_133),
  city(6, 'East New York', 'US', 173_198),
  city(7, 'Madrid', 'ES', 3_255_944),
  port('ESVLC', 'Valencia'),
  port('ESAGP', 'Malaga'),
  port('USNYC', 'New York'),
  port('ESMAD', 'Madrid', 0),
  airport('VLC', 'Valencia Airport', 'ES', 'Valencia'),
  airport('MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'ES', 'Madrid', ['LEMD', 'Leganés']),
  airport('EWR', 'Newark Liberty International Airport', 'US', 'Newark', ['New York']),
]);
const ids = (text: string, limit = 10) => gazetteer.search(text, limit).map((p) => p.id);

describe('buildGazetteer: matching', () => {
  it('matches word prefixes, accent- and case-insensitively both ways', () => {
    expect(ids('val')).toEqual(['city:1', 'city:2', 'city:3', 'port:ESVLC', 'airport:VLC']);
    expect(ids('malaga')).toEqual(['city:4', 'port:ESAGP']);
    expect(ids('MÁLAGA')).toEqual(['city:4', 'port:ESAGP']);
  });

  it('intersects the words of the query, from any searchable field', () => {
    expect(ids('madrid barajas')).toEqual(['airport:MAD']);
    expect(ids('leganes')).toEqual(['airport:MAD']);
    expect(ids('lemd')).toEqual(['airport:MAD']);
    expect(ids('valencia zzz')).toEqual([]);
  });

  it('searches by country name in English and Spanish', () => {
    expect(ids('valencia españa')).toEqual(['city:2', 'port:ESVLC', 'airport:VLC']);
    expect(ids('valencia spain')).toEqual(['city:2', 'port:ESVLC', 'airport:VLC']);
    expect(ids('valencia venezuela')).toEqual(['city:1']);
  });

  it('searches by kind in both languages', () => {
    expect(ids('puerto valencia')).toEqual(['port:ESVLC']);
    expect(ids('aeropuerto madrid')).toEqual(['airport:MAD']);
  });

  it('answers nothing for a query without letters or digits', () => {
    expect(ids(' -- ')).toEqual([]);
  });
});

describe('buildGazetteer: ranking', () => {
  it('puts an exact code first, in any case', () => {
    expect(ids('MAD')[0]).toBe('airport:MAD');
    expect(ids('esvlc')).toEqual(['port:ESVLC']);
  });

  it('puts an exact name before a longer name, then cities before ports before airports, larger first', () => {
    expect(ids('madrid')).toEqual(['city:7', 'port:ESMAD', 'airport:MAD']);
    expect(ids('valencia')).toEqual(['city:1', 'city:2', 'port:ESVLC', 'airport:VLC']);
  });

  it('ranks a start of the name above a word inside it or a match on other fields only', () => {
    // Port "New York" is the exact name; NYC starts with the query; East New York has it inside; Newark only via keywords.
    expect(ids('new york')).toEqual(['port:USNYC', 'city:5', 'city:6', 'airport:EWR']);
  });

  it('keeps the best `limit`', () => {
    expect(ids('val', 2)).toEqual(['city:1', 'city:2']);
  });

  it('finds a place by id', () => {
    expect(gazetteer.get('airport:MAD')?.name).toBe('Adolfo Suárez Madrid–Barajas Airport');
    expect(gazetteer.get('airport:mad')).toBeUndefined();
  });
});
