import { z } from 'zod';
import { requiredText } from './common.ts';

/** The product the contact form is about (docs/spec/part-1.md §3: "a fixed product identifier"). */
export const PRODUCT_ID = 'huella';

const optionalText = (max: number) => z.string().trim().max(max).default('');

// docs/spec/part-1.md §5: the terms must be accepted. A missing value is "required"; `false` gets the spec's
// message, named by key so the server says it in the visitor's language.
const termsAccepted = z.boolean().refine((value) => value, { params: { message: 'accept_terms' } });

const visitorFields = {
  name: requiredText(150),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  phone: optionalText(40),
  company: requiredText(200),
  language: z.enum(['en', 'es']).default('en'),
  terms: termsAccepted,
  /** Honeypot: hidden from people, so only a bot fills it; such a message is answered but dropped. */
  website: z.string().max(500).optional(),
};

// Component ids must not end in "Input" where another schema has the same stem: the OpenAPI transform
// names input schemas `<id>Input`, so `InfoRequestInput` would collide with `InfoRequest`.
/** Information request of the landing page (docs/spec/part-1.md §3). */
export const infoRequestInput = z.object({ ...visitorFields, remarks: optionalText(5000) }).meta({ id: 'InfoRequestPayload' });
export type InfoRequestInput = z.input<typeof infoRequestInput>;

/** Contact payload (docs/spec/part-1.md §3, §7: `POST api/send-mail`). */
export const contactInput = z
  .object({ ...visitorFields, comments: optionalText(5000), product: z.literal(PRODUCT_ID).default(PRODUCT_ID) })
  .meta({ id: 'ContactPayload' });
export type ContactInput = z.input<typeof contactInput>;

export const publicMessageReceived = z.object({ detail: z.string() }).meta({ id: 'PublicMessageReceived' });
export type PublicMessageReceived = z.infer<typeof publicMessageReceived>;

/** How far the mail of a stored message got: `pending` is retried with back-off until `sent`. */
export const mailDelivery = z.object({
  status: z.enum(['pending', 'sent']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});

const storedFields = {
  id: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  language: z.enum(['en', 'es']),
  mail: mailDelivery,
};

export const infoRequest = z.object({ ...storedFields, remarks: z.string() }).meta({ id: 'InfoRequest' });
export type InfoRequest = z.infer<typeof infoRequest>;

export const contactMessage = z.object({ ...storedFields, comments: z.string(), product: z.string() }).meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessage>;

export const PUBLIC_MESSAGE_ORDERING = ['created_at', 'name', 'company', 'email', 'id'] as const;
