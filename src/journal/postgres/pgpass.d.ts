/** The pgpass package (pg's own password-file reader) has no types of its own. */
declare module 'pgpass' {
  function pgpass(
    connection: {
      host?: string | undefined;
      port?: number | string | undefined;
      database?: string | undefined;
      user?: string | undefined;
    },
    done: (password: string | undefined) => void,
  ): void;
  export default pgpass;
}
