export async function seedDemo(_db: unknown, _o: { log: (l: string) => void }) {}
