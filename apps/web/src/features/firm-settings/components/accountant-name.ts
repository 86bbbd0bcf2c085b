/** An accountant's full name, or their address when they have none yet. */
export function accountantName(user: { first_name: string; last_name: string; email: string }) {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
