// The methods `shipctl api` sends.
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
