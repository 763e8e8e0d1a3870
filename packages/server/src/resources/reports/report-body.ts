import type { Report } from '@huella/contracts';
import type { ReportWithRefs } from './repository.ts';
import { latLngOrNull } from './lat-lng.ts';


export function reportBody({ report: r, author, company, review }: ReportWithRefs): Report {
  return {
    id: r.id,
    type: r.type,
    reference: r.reference,
    project_name: r.projectName,
    project_reference: r.projectReference,
    date: r.date,
    origin: r.origin,
    destination: r.destination,
    origin_gmaps: r.originGmaps ?? null,
    destination_gmaps: r.destinationGmaps ?? null,
    origin_location: latLngOrNull(r.originLat, r.originLng),
    destination_location: latLngOrNull(r.destinationLat, r.destinationLng),
    review,
    review_chosen: r.reviewChosen,
    business_trip: r.businessTrip,
    read_only: r.consolidatedAt !== null,
    consolidated_at: r.consolidatedAt?.toISOString() ?? null,
    CO2_total: r.co2Total,
    weight: r.weight,
    created_by: { id: author.id, username: author.username, company: { id: company.id, allowed_tags: company.allowedTags } },
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
