import type { FromSchema } from 'json-schema-to-ts';
import { ZoneSchema } from '../shared/schemas.js';

export const CreatePartnerBodySchema = {
  type: 'object',
  required: ['name', 'territories'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    territories: { type: 'array', minItems: 1, maxItems: 500, items: ZoneSchema },
  },
} as const;
export type CreatePartnerInput = FromSchema<typeof CreatePartnerBodySchema>;
