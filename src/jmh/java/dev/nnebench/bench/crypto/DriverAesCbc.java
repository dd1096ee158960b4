package dev.nnebench.bench.crypto;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The driver's own NNE cipher object ({@code oracle.net.aso.EncryptionAlgorithm}), reached through
 * its public factory in the driver's own class loader. It adds what the driver adds on the wire:
 * its padding trailer and the copies around the JCE call.
 */
final class DriverAesCbc implements AesCbc {
  private static final String ALGORITHM = "oracle.net.aso.EncryptionAlgorithm";
  private static final MethodType FACTORY =
      MethodType.methodType(
          Class.class, String.class, byte[].class, byte[].class, boolean.class);
  private static final MethodType BYTES_TO_BYTES =
      MethodType.methodType(byte[].class, byte[].class);

  private final Object algorithm;
  private final MethodHandle encrypt;
  private final MethodHandle decrypt;
  private final String provider;

  DriverAesCbc(ClassLoader driver, String name, byte[] key, byte[] iv, boolean useJce)
      throws Throwable {
    Class<?> type = Class.forName(ALGORITHM, true, driver);
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    MethodHandle factory =
        lookup.findStatic(type, "newInstance", FACTORY.changeReturnType(type));
    algorithm = factory.invoke(name, key, iv, useJce);
    encrypt = lookup.findVirtual(type, "encrypt", BYTES_TO_BYTES).bindTo(algorithm);
    decrypt = lookup.findVirtual(type, "decrypt", BYTES_TO_BYTES).bindTo(algorithm);
    provider = (String) lookup.findVirtual(type, "getProviderName",
        MethodType.methodType(String.class)).invoke(algorithm);
  }

  @Override
  public byte[] encrypt(byte[] plain) throws Exception {
    return invoke(encrypt, plain);
  }

  @Override
  public byte[] decrypt(byte[] sealed) throws Exception {
    return invoke(decrypt, sealed);
  }

  private static byte[] invoke(MethodHandle handle, byte[] input) throws Exception {
    try {
      return (byte[]) handle.invokeExact(input);
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  @Override
  public String provider() {
    return provider;
  }
}
