/** What proves the owner for a sensitive change: the password, or a code mailed to the address. */
export type OwnerProof = { password: string } | { code: string };
