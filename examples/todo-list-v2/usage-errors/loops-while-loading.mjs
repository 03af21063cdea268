// A module whose top-level code never ends (a loop left in while debugging): it never finishes loading, so the
// module host never answers initialize. The kit says that loading did not finish, and why that happens.
while (true) {
  // waiting for nothing
}

export function createRegistry() {
  throw new Error('never reached');
}
