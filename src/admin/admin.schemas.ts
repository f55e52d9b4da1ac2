// The network API's response schemas live with their domains; registered from here.
export { ApiKeySchema, IssuedApiKeySchema, PartnerSchema, RolledApiKeySchema } from '../partners/partners.schemas.js';
export { SettlementSchema } from '../settlements/settlements.schemas.js';
