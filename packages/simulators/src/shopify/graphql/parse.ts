/**
 * A small GraphQL parser: queries and mutations with variables, fields with aliases and
 * arguments, inline fragments. Enough for what Admin API clients send; named fragments are
 * refused with an error the way Shopify refuses what it cannot run.
 */
export type Value =
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'enum'; value: string }
  | { kind: 'list'; values: Value[] }
  | { kind: 'object'; fields: Record<string, Value> };

export interface Field {
  kind: 'field';
  alias?: string;
  name: string;
  args: Record<string, Value>;
  selections?: Selection[];
}
export interface InlineFragment {
  kind: 'inline';
  typeCondition?: string;
  selections: Selection[];
}
export type Selection = Field | InlineFragment;

export interface VariableDefinition {
  name: string;
  type: string;
  defaultValue?: Value;
}
export interface Operation {
  type: 'query' | 'mutation';
  variables: VariableDefinition[];
  selections: Selection[];
}

export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const TOKEN =
  /\s+|,|#[^\n]*|(\.\.\.|[!$()[\]{}:=@|])|([_A-Za-z][_0-9A-Za-z]*)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"\\\n]|\\.)*")/y;

type Token = { type: 'punct' | 'name' | 'number' | 'string'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new GraphqlError(`syntax error, unexpected character at ${at}`);
    const [, punct, name, number, string] = match;
    if (punct) tokens.push({ type: 'punct', text: punct });
    else if (name) tokens.push({ type: 'name', text: name });
    else if (number) tokens.push({ type: 'number', text: number });
    else if (string) tokens.push({ type: 'string', text: JSON.parse(string) as string });
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(text?: string): boolean {
    const token = this.tokens[this.at];
    return token !== undefined && (text === undefined || token.text === text);
  }
  private take(text?: string): Token {
    const token = this.tokens[this.at];
    if (!token) throw new GraphqlError('syntax error, unexpected end of file');
    if (text !== undefined && (token.text !== text || token.type === 'string')) {
      throw new GraphqlError(`syntax error, unexpected ${token.text}, expecting ${text}`);
    }
    this.at += 1;
    return token;
  }
  private name(): string {
    const token = this.take();
    if (token.type !== 'name') throw new GraphqlError(`syntax error, unexpected ${token.text}`);
    return token.text;
  }

  operation(): Operation {
    let type: Operation['type'] = 'query';
    const variables: VariableDefinition[] = [];
    if (this.peek('query') || this.peek('mutation')) {
      type = this.take().text as Operation['type'];
      if (!this.peek('(') && !this.peek('{')) this.name();
      if (this.peek('(')) {
        this.take('(');
        while (!this.peek(')')) variables.push(this.variableDefinition());
        this.take(')');
      }
    }
    const selections = this.selectionSet();
    if (this.peek()) {
      const next = this.take().text;
      throw new GraphqlError(
        next === 'fragment'
          ? 'Named fragments are not supported by the simulator'
          : `syntax error, unexpected ${next}`,
      );
    }
    return { type, variables, selections };
  }

  private variableDefinition(): VariableDefinition {
    this.take('$');
    const name = this.name();
    this.take(':');
    let type = '';
    if (this.peek('[')) {
      this.take('[');
      type = `[${this.name()}${this.peek('!') ? this.take().text : ''}]`;
      this.take(']');
    } else type = this.name();
    if (this.peek('!')) type += this.take().text;
    const definition: VariableDefinition = { name, type };
    if (this.peek('=')) {
      this.take('=');
      definition.defaultValue = this.value();
    }
    return definition;
  }

  private selectionSet(): Selection[] {
    this.take('{');
    const selections: Selection[] = [];
    while (!this.peek('}')) selections.push(this.selection());
    this.take('}');
    if (!selections.length) throw new GraphqlError('syntax error, unexpected }');
    return selections;
  }

  private selection(): Selection {
    if (this.peek('...')) {
      this.take('...');
      if (!this.peek('on')) {
        throw new GraphqlError('Fragment spreads are not supported by the simulator');
      }
      this.take('on');
      return { kind: 'inline', typeCondition: this.name(), selections: this.selectionSet() };
    }
    let name = this.name();
    let alias: string | undefined;
    if (this.peek(':')) {
      this.take(':');
      alias = name;
      name = this.name();
    }
    const args: Record<string, Value> = {};
    if (this.peek('(')) {
      this.take('(');
      while (!this.peek(')')) {
        const arg = this.name();
        this.take(':');
        args[arg] = this.value();
      }
      this.take(')');
    }
    const field: Field = { kind: 'field', name, args, ...(alias ? { alias } : {}) };
    if (this.peek('{')) field.selections = this.selectionSet();
    return field;
  }

  private value(): Value {
    const token = this.take();
    if (token.text === '$' && token.type === 'punct')
      return { kind: 'variable', name: this.name() };
    if (token.type === 'string') return { kind: 'literal', value: token.text };
    if (token.type === 'number') return { kind: 'literal', value: Number(token.text) };
    if (token.text === '[' && token.type === 'punct') {
      const values: Value[] = [];
      while (!this.peek(']')) values.push(this.value());
      this.take(']');
      return { kind: 'list', values };
    }
    if (token.text === '{' && token.type === 'punct') {
      const fields: Record<string, Value> = {};
      while (!this.peek('}')) {
        const key = this.name();
        this.take(':');
        fields[key] = this.value();
      }
      this.take('}');
      return { kind: 'object', fields };
    }
    if (token.type === 'name') {
      if (token.text === 'true' || token.text === 'false') {
        return { kind: 'literal', value: token.text === 'true' };
      }
      if (token.text === 'null') return { kind: 'literal', value: null };
      return { kind: 'enum', value: token.text };
    }
    throw new GraphqlError(`syntax error, unexpected ${token.text}`);
  }
}

export function parseOperation(source: string): Operation {
  return new Parser(tokenize(source)).operation();
}
