/**
 * The shape of `deno doc --json` (format version 2) as far as the reference reads it. Fields the
 * renderer does not use are left out; unknown type kinds are rendered from their `repr`.
 */

export interface DocTag {
  kind: string;
  doc?: string;
  tags?: string[];
  name?: string;
  value?: string;
  default?: string;
}

export interface JsDoc {
  doc?: string;
  tags?: DocTag[];
}

export interface TsType {
  kind?: string;
  repr?: string;
  value?: unknown;
  string?: string;
  number?: number;
  boolean?: boolean;
  tsTypes?: TsType[];
}

export interface Param {
  /** 'identifier' or 'rest' (other kinds render from their name). */
  kind: string;
  name?: string;
  optional?: boolean;
  tsType?: TsType;
  arg?: Param;
}

export interface TypeParam {
  name: string;
  constraint?: TsType;
  default?: TsType;
}

export interface FunctionDef {
  params: Param[];
  returnType?: TsType;
  typeParams?: TypeParam[];
}

export interface PropertyDef {
  name: string;
  jsDoc?: JsDoc;
  optional?: boolean;
  readonly?: boolean;
  isStatic?: boolean;
  computed?: boolean;
  tsType?: TsType;
}

/** Interface methods carry params and returnType; class methods carry them in functionDef. */
export interface MethodDef extends Partial<FunctionDef> {
  name: string;
  /** 'method', 'getter' or 'setter'. */
  kind: string;
  jsDoc?: JsDoc;
  optional?: boolean;
  isStatic?: boolean;
  computed?: boolean;
  functionDef?: FunctionDef;
}

export interface SignatureDef extends FunctionDef {
  jsDoc?: JsDoc;
}

export interface IndexSignatureDef {
  params: Param[];
  tsType?: TsType;
  readonly?: boolean;
}

/** The members an interface, a class or a type literal has. */
export interface MembersDef {
  typeParams?: TypeParam[];
  /**
   * An interface's are types; a class's is the superclass's name as written (`"EventTarget"`),
   * with its type arguments in `superTypeParams`.
   */
  extends?: TsType[] | TsType | string;
  superTypeParams?: TsType[];
  implements?: TsType[];
  constructors?: (SignatureDef & {accessibility?: string})[];
  callSignatures?: SignatureDef[];
  indexSignatures?: IndexSignatureDef[];
  properties?: PropertyDef[];
  methods?: MethodDef[];
}

export type Declaration =
  | {kind: 'function'; jsDoc?: JsDoc; def: FunctionDef}
  | {kind: 'interface' | 'class'; jsDoc?: JsDoc; def: MembersDef}
  | {kind: 'variable'; jsDoc?: JsDoc; def: {kind?: string; tsType?: TsType}}
  | {kind: 'typeAlias'; jsDoc?: JsDoc; def: {tsType?: TsType; typeParams?: TypeParam[]}}
  | {kind: 'namespace'; jsDoc?: JsDoc; def: {elements: DocSymbol[]}}
  | {kind: 'enum'; jsDoc?: JsDoc; def: {members: {name: string; jsDoc?: JsDoc}[]}};

export interface DocSymbol {
  name: string;
  declarations: Declaration[];
}

export interface DocJson {
  version: number;
  nodes: Record<string, {symbols: DocSymbol[]; module_doc?: JsDoc}>;
}
