/**
 * Sign-in pages as identity-aware proxies answer a request that carries no session of theirs:
 * HTTP 200 with an HTML page, whatever the operation. An api_key header means nothing to them.
 * Each is shaped as its writer shapes it (the title, where the form is or is not, scripts that
 * come before the title), so that a client is tried on the pages it will meet.
 */

export type SignInPageName =
  'entra' | 'okta' | 'cloudflare-access' | 'google' | 'keycloak' | 'adfs' | 'saml-post' | 'portal';

export interface SignInPage {
  /** The title a person sees in the browser's tab ('' for none). */
  title: string;
  html: string;
}

/** A long script before the title, as Microsoft's sign-in page has: the title is past any short excerpt. */
const ENTRA_CONFIG = `{"urlPost":"/common/login","sFT":"${'AQABAAEAAAD'.repeat(40)}","iMaxStackForKnockoutAsyncComponents":10000}`;

export const SIGN_IN_PAGES: Readonly<Record<SignInPageName, SignInPage>> = {
  entra: {
    title: 'Sign in to your account',
    html: `<!-- Copyright (C) Microsoft Corporation. All rights reserved. -->
<!DOCTYPE html>
<html dir="ltr" class="" lang="en">
<head>
<script type="text/javascript">//<![CDATA[
$Config=${ENTRA_CONFIG};
//]]></script>
<title>Sign in to your account</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="robots" content="none">
</head>
<body data-bind="defineGlobals: ServerData">
<form name="f1" id="i0281" novalidate="novalidate" method="post" target="_top" autocomplete="off" action="https://login.microsoftonline.com/common/login">
<input type="email" name="loginfmt" id="i0116"><input name="passwd" type="password" id="i0118">
<noscript>JavaScript required to sign in. Your browser does not support JavaScript or it is being blocked.</noscript>
</form></body></html>`,
  },
  okta: {
    title: 'Acme Corp - Sign In',
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="robots" content="noindex,nofollow">
<title>Acme Corp - Sign In</title>
<link href="https://ok12static.oktacdn.com/assets/css/sections/okta-sign-in.min.css" type="text/css" rel="stylesheet"/>
</head>
<body class="auth okta-container">
<div id="okta-sign-in" class="auth-container main-container no-beacon"></div>
<script src="https://ok12static.oktacdn.com/assets/js/sdk/okta-signin-widget/7.14.0/js/okta-sign-in.min.js"></script>
<script>var okta = { locale: 'en', deviceFingerprintingSetting: true };</script>
</body></html>`,
  },
  'cloudflare-access': {
    title: 'Sign in ・ Cloudflare Access',
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Sign in ・ Cloudflare Access</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body><main class="AuthBox"><h1>acme.cloudflareaccess.com</h1>
<p>Get a login code emailed to you</p>
<form method="POST" action="/cdn-cgi/access/login/finance.acme.example?kid=5f1e&amp;redirect_url=%2Fv1%2Ffinance">
<input type="email" name="email" placeholder="you@example.com" required><button type="submit">Send me a code</button>
</form></main></body></html>`,
  },
  google: {
    title: 'Sign in - Google Accounts',
    html: `<!doctype html><html lang="en" dir="ltr"><head><base href="https://accounts.google.com/v3/signin/">
<meta name="referrer" content="origin"><title>Sign in - Google Accounts</title>
<style nonce="x1">.gb_z{display:none}</style></head>
<body><div class="L3eUgb"><form action="https://accounts.google.com/v3/signin/_/AccountsSignInUi/data/batchexecute" method="post" novalidate>
<input type="email" name="identifier" aria-label="Email or phone"><span>Forgot email?</span>
</form></div></body></html>`,
  },
  keycloak: {
    title: 'Sign in to acme',
    html: `<!DOCTYPE html>
<html class="login-pf" lang="en"><head><meta charset="utf-8">
<title>Sign in to acme</title>
<link href="/resources/k8c1q/login/keycloak/css/login.css" rel="stylesheet" />
</head><body class="">
<div class="login-pf-page"><div id="kc-header"><div id="kc-header-wrapper">ACME</div></div>
<form id="kc-form-login" onsubmit="login.disabled = true; return true;" action="https://sso.acme.example/realms/acme/login-actions/authenticate?session_code=q1w2&amp;execution=e3r4&amp;client_id=finance-gw&amp;tab_id=t5y6" method="post">
<label for="username" class="pf-c-form__label pf-c-form__label-text">Username or email</label>
<input tabindex="1" id="username" class="pf-c-form-control" name="username" value="" type="text" autofocus autocomplete="off" />
<input tabindex="2" id="password" class="pf-c-form-control" name="password" type="password" autocomplete="off" />
<input tabindex="4" class="pf-c-button pf-m-primary pf-m-block btn-lg" name="login" id="kc-login" type="submit" value="Sign In"/>
</form></div></body></html>`,
  },
  adfs: {
    title: 'Sign In',
    html: `<!DOCTYPE html>
<html lang="en-US"><head>
<meta http-equiv="X-UA-Compatible" content="IE=edge"/>
<meta http-equiv="content-type" content="text/html;charset=UTF-8" />
<title>Sign In</title>
<script type="text/javascript">
//<![CDATA[
function LoginErrors(){this.userNameFormatError = 'Enter your user ID in the format \\u0026quot;domain\\\\user\\u0026quot; or \\u0026quot;user@domain\\u0026quot;.';}
//]]>
</script></head>
<body dir="ltr" class="body"><div id="fullPage"><div id="workArea">
<form method="post" id="loginForm" autocomplete="off" novalidate="novalidate" onKeyPress="if (event && event.keyCode == 13) Login.submitLoginRequest();" action="/adfs/ls/?SAMLRequest=fVJdT4MwFP0rpO9QYM7MZpDgjHGJH2SgD74YKBdoLC32lql%2F3o65OB%2Fca3Puuee%2BeBSFV9nLFvaXv1ZO7dJMgHmFjGjzgsJUqZkCJPpwhLMwWrsEG2gE6CFI9fZ2Q1dDQ%2BAjUbCGhQ%2F%2F47U2CAnaC4g8U5SQ76Y&RelayState=finance">
<input id="userNameInput" name="UserName" type="email" value="" tabindex="1" class="text fullWidth" spellcheck="false" placeholder="someone@example.com" autocomplete="off"/>
<input id="passwordInput" name="Password" type="password" tabindex="2" class="text fullWidth" placeholder="Password" autocomplete="off"/>
<span id="submitButton" class="submit" tabindex="4" role="button">Sign in</span>
</form></div></div></body></html>`,
  },
  'saml-post': {
    title: 'Working...',
    html: `<html><head><title>Working...</title></head><body>
<form method="POST" name="hiddenform" action="https://sso.acme.example/saml2/idp/SSOService">
<input type="hidden" name="SAMLRequest" value="PHNhbWxwOkF1dGhuUmVxdWVzdCB4bWxuczpzYW1scD0idXJuOm9hc2lzOm5hbWVzOnRjOlNBTUw6Mi4wOnByb3RvY29sIg==" />
<input type="hidden" name="RelayState" value="/v1/finance/invoice" />
<noscript><p>Script is disabled. Click Submit to continue.</p><input type="submit" value="Submit" /></noscript>
</form><script language="javascript">window.setTimeout('document.forms[0].submit()', 0);</script></body></html>`,
  },
  portal: {
    title: 'Sign in - Corporate SSO',
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Sign in - Corporate SSO</title></head>
<body><div class="card"><img src="/sso/static/logo.svg" alt="Acme">
<h2>Welcome</h2><p>Please sign in with your network account to continue to finance.acme.example.</p>
<form method="post" action="/sso/login?next=%2Ferp%2Finvoicing%2Fqa%2Fv1%2Ffinance%2Finvoice%2Fcreate">
<input name="user" autocomplete="username"><input name="pass" type="password" autocomplete="current-password">
<button>Sign in</button></form></div></body></html>`,
  },
};

export const SIGN_IN_PAGE_NAMES = Object.keys(SIGN_IN_PAGES) as SignInPageName[];
