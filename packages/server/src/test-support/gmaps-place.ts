/** A place as the form's autocomplete stores it (docs/spec/part-1.md §3 `*_gmaps`): a locality with its country code. */
export function gmapsPlace(locality: string, country: string, code: string, lat: number, lng: number) {
  return {
    place_id: `test:${locality.toLowerCase()}`,
    formatted_address: `${locality}, ${country}`,
    location: { lat, lng },
    locality: { long_name: locality, short_name: locality },
    country: { long_name: country, short_name: code },
  };
}
