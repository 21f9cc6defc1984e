import fastJsonStringify from 'fast-json-stringify';
import { endpoints, serverEndpoints, type Endpoint } from '@dating/shared-contracts/api';
import { SessionUserResponseSchema, schemasOf } from '@dating/shared-contracts/api-schemas';
import { serializableSchema } from './answer-serializers';

const user = {
  id: '1',
  email: 'demo@example.nl',
  status: 'active',
  credits: 100,
  paid_user: false,
  signup_date: '2026-11-01T10:00:00.000Z',
  language: 'nl',
  notifications_disabled: ['bounce'],
  unread_decisions: 0,
  invisible: false,
  fictional_icon: true,
  profile: {
    id: '1',
    name: 'Demo "quoted"',
    country: 'NL',
    status: 'active',
    gender: 'male',
    city: 'Utrecht',
    region: null,
    main_image: { url: '/media/a.jpg', thumb_url: '/media/a-thumb.jpg' },
  },
  signup_step: 3,
  invited_by: null,
};

describe('answer serializers', () => {
  it('write the session user exactly as fast-json-stringify writes it from the contract', () => {
    const contract = fastJsonStringify(SessionUserResponseSchema as never);
    const written = fastJsonStringify(serializableSchema(SessionUserResponseSchema) as never);
    const answers = [
      { user: null },
      { user },
      { user: { ...user, signup_step: null, invited_by: '12', unread_decisions: undefined } },
      { user: { ...user, profile: { ...user.profile, city: null, main_image: null } } },
      // A field the schema does not name is left out, as before: never the password hash.
      { user: { ...user, password_hash: 'scrypt$...' } },
    ];
    for (const answer of answers) {
      expect(written(answer)).toBe(contract(answer));
      expect(written(answer)).not.toContain('password_hash');
    }
  });

  it('leave no union that would need Ajv in the session user, and the contract as it was', () => {
    const before = JSON.stringify(SessionUserResponseSchema);
    expect(JSON.stringify(serializableSchema(SessionUserResponseSchema))).not.toContain('anyOf');
    expect(JSON.stringify(SessionUserResponseSchema)).toBe(before);
  });

  it('keep a union of objects, which the serializer must tell apart', () => {
    const schema = {
      type: 'object',
      properties: {
        item: {
          anyOf: [
            { type: 'object', properties: { kind: { const: 'a' }, a: { type: 'string' } } },
            { type: 'object', properties: { kind: { const: 'b' }, b: { type: 'integer' } } },
          ],
        },
      },
    };
    const rewritten = serializableSchema(schema) as typeof schema;
    expect(rewritten.properties.item.anyOf).toHaveLength(2);
    const write = fastJsonStringify(rewritten as never);
    expect(write({ item: { kind: 'b', b: 2 } })).toBe('{"item":{"kind":"b","b":2}}');
  });

  it('give every answer of the API a schema fast-json-stringify compiles', () => {
    const all = [endpoints, serverEndpoints].flatMap((areas) =>
      Object.values(areas).flatMap((area) => Object.values(area as Record<string, Endpoint>)),
    );
    expect(all.length).toBeGreaterThan(50);
    for (const endpoint of all) {
      for (const schema of Object.values(schemasOf(endpoint).response ?? {})) {
        expect(() => fastJsonStringify(serializableSchema(schema) as never)).not.toThrow();
      }
    }
  });
});
