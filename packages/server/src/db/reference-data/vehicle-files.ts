import { AIRCRAFT_TYPES, ROAD_VEHICLE_CLASSES, SHIP_LOAD_TYPES } from '@huella/contracts';
import { z } from 'zod';
import aircraftJson from '../../../../../data/reference/aircraft.json' with { type: 'json' };
import materialsJson from '../../../../../data/reference/materials.json' with { type: 'json' };
import railJson from '../../../../../data/reference/rail-vehicles.json' with { type: 'json' };
import roadJson from '../../../../../data/reference/road-vehicles.json' with { type: 'json' };
import shipJson from '../../../../../data/reference/ship-types.json' with { type: 'json' };

// data/reference/*.json are written by us (data/SOURCES.md); checked here so a bad edit stops the start-up
// with the file and the field, instead of seeding a wrong row.

const name = z.string().trim().min(1).max(200);
const tonnes = z.number().positive();
/** Every shipped row is named in both languages (docs: data/SOURCES.md, "Spanish names"). */
const name_es = name;

const roadFile = z.object({
  items: z.array(
    z.object({
      name,
      name_es,
      vehicle_class: z.enum(ROAD_VEHICLE_CLASSES),
      payload: tonnes,
      default_load: tonnes,
    }).refine((v) => v.default_load <= v.payload, { message: 'default_load exceeds payload', path: ['default_load'] }),
  ),
});
const railFile = z.object({ items: z.array(z.object({ name, name_es, traction: z.enum(['diesel', 'electric']) })) });
const shipFile = z.object({
  items: z.array(
    z.object({
      name,
      name_es,
      ship_load_type: z.enum(SHIP_LOAD_TYPES),
      gross_tonnage: tonnes,
      total_load: tonnes,
      /** `sea.per_tkm.<factor_class>` of the DESNZ set: the vessel type and size band of the ship type. */
      factor_class: z.string().regex(/^[a-z0-9_]+$/),
    }),
  ),
});
const aircraftFile = z.object({
  families: z.array(name),
  /** Only the families whose name translates; the others keep the manufacturer's name in Spanish too. */
  family_names_es: z.record(name, name_es),
  models: z.array(
    z.object({ name, family: name, aircraft_type: z.enum(AIRCRAFT_TYPES), capacity: tonnes, source: z.string().min(1) }),
  ),
});

const materialsFile = z.object({
  items: z.array(z.object({ name, name_es, description: z.string().trim().min(1), description_es: z.string().trim().min(1) })),
});

function parse<T extends z.ZodType>(file: string, schema: T, json: unknown): z.infer<T> {
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`data/reference/${file}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return result.data;
}

export interface VehicleFiles {
  road: z.infer<typeof roadFile>['items'];
  rail: z.infer<typeof railFile>['items'];
  ships: z.infer<typeof shipFile>['items'];
  aircraft: z.infer<typeof aircraftFile>;
  materials: z.infer<typeof materialsFile>['items'];
}

export function vehicleFiles(): VehicleFiles {
  const aircraft = parse('aircraft.json', aircraftFile, aircraftJson);
  const families = new Set(aircraft.families);
  const orphan = aircraft.models.find((m) => !families.has(m.family));
  if (orphan) throw new Error(`data/reference/aircraft.json: model ${orphan.name} names unknown family ${orphan.family}`);
  const unknown = Object.keys(aircraft.family_names_es).find((family) => !families.has(family));
  if (unknown) throw new Error(`data/reference/aircraft.json: family_names_es names unknown family ${unknown}`);
  return {
    road: parse('road-vehicles.json', roadFile, roadJson).items,
    rail: parse('rail-vehicles.json', railFile, railJson).items,
    ships: parse('ship-types.json', shipFile, shipJson).items,
    aircraft,
    materials: parse('materials.json', materialsFile, materialsJson).items,
  };
}
