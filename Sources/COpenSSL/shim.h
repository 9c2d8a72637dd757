// OpenSSL's libssl for Swift (QuillHTTPClient's TLS) and libcrypto (QuillAuth's token
// signatures), plus what Swift cannot import: the function-like macros, and a socket BIO that sends with MSG_NOSIGNAL (OpenSSL's own writes
// with write(2), which raises SIGPIPE on a connection the server has closed).
#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H

#include <errno.h>
#include <stdint.h>
#include <sys/socket.h>
#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 // Apple platforms: the socket has SO_NOSIGPIPE.
#endif

// A client context: TLS 1.2 at least, no renegotiation (so a write never waits to read),
// partial writes of a buffer that may move between retries, and a peer that closes without
// close_notify read as the end of the stream (HTTP's framing tells a cut-off body).
static inline void copenssl_configure_client_context(SSL_CTX *context) {
    SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
    SSL_CTX_set_options(context, SSL_OP_NO_RENEGOTIATION | SSL_OP_IGNORE_UNEXPECTED_EOF);
    SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_CTX_set_verify(context, SSL_VERIFY_PEER, NULL);
}

// Sends `name` as the ClientHello's server name (SNI).
static inline int copenssl_set_server_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

static inline int copenssl_bio_fd(BIO *bio) {
    return (int)(intptr_t)BIO_get_data(bio);
}

static inline int copenssl_bio_write(BIO *bio, const char *bytes, int length) {
    BIO_clear_retry_flags(bio);
    ssize_t sent = send(copenssl_bio_fd(bio), bytes, (size_t)length, MSG_NOSIGNAL);
    if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) BIO_set_retry_write(bio);
    return (int)sent;
}

static inline int copenssl_bio_read(BIO *bio, char *bytes, int length) {
    BIO_clear_retry_flags(bio);
    ssize_t received = recv(copenssl_bio_fd(bio), bytes, (size_t)length, 0);
    if (received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) BIO_set_retry_read(bio);
    return (int)received;
}

static inline long copenssl_bio_ctrl(BIO *bio, int command, long number, void *pointer) {
    (void)bio;
    (void)number;
    (void)pointer;
    return command == BIO_CTRL_FLUSH ? 1 : 0;
}

// The socket BIO's method (made once, by the caller: a header keeps no state).
static inline BIO_METHOD *copenssl_make_socket_method(void) {
    BIO_METHOD *method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "quill socket");
    if (method == NULL) return NULL;
    BIO_meth_set_write(method, copenssl_bio_write);
    BIO_meth_set_read(method, copenssl_bio_read);
    BIO_meth_set_ctrl(method, copenssl_bio_ctrl);
    return method;
}

// A BIO of `method` on the connected, non-blocking socket `fd` (which it does not close).
static inline BIO *copenssl_socket_bio(BIO_METHOD *method, int fd) {
    BIO *bio = BIO_new(method);
    if (bio == NULL) return NULL;
    BIO_set_data(bio, (void *)(intptr_t)fd);
    BIO_set_init(bio, 1);
    return bio;
}

// What EVP_PKEY_fromdata builds from a key's public parameters (a macro of macros).
static inline int copenssl_public_key_selection(void) {
    return EVP_PKEY_PUBLIC_KEY;
}

// The parameters of an RSA public key (big-endian modulus and exponent), for
// EVP_PKEY_fromdata; NULL on failure; free with OSSL_PARAM_free. In C because the builder
// keeps pointers to its names and values until it is turned into parameters.
static inline OSSL_PARAM *copenssl_rsa_public_parameters(const unsigned char *n, size_t n_length, const unsigned char *e,
                                                         size_t e_length) {
    OSSL_PARAM *parameters = NULL;
    OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
    BIGNUM *modulus = BN_bin2bn(n, (int)n_length, NULL);
    BIGNUM *exponent = BN_bin2bn(e, (int)e_length, NULL);
    if (builder != NULL && modulus != NULL && exponent != NULL && OSSL_PARAM_BLD_push_BN(builder, "n", modulus) == 1 &&
        OSSL_PARAM_BLD_push_BN(builder, "e", exponent) == 1) {
        parameters = OSSL_PARAM_BLD_to_param(builder);
    }
    BN_free(modulus);
    BN_free(exponent);
    OSSL_PARAM_BLD_free(builder);
    return parameters;
}

// The parameters of an EC public key on P-256 (the uncompressed point, 0x04 || x || y).
static inline OSSL_PARAM *copenssl_p256_public_parameters(const unsigned char *point, size_t length) {
    OSSL_PARAM *parameters = NULL;
    OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
    if (builder != NULL && OSSL_PARAM_BLD_push_utf8_string(builder, "group", "prime256v1", 0) == 1 &&
        OSSL_PARAM_BLD_push_octet_string(builder, "pub", point, length) == 1) {
        parameters = OSSL_PARAM_BLD_to_param(builder);
    }
    OSSL_PARAM_BLD_free(builder);
    return parameters;
}

#endif
