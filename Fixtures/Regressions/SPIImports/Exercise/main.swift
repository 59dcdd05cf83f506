import MockRuntime
@_spi(Platform) @_spi(Internals) @_spi(Aliases) @testable import SPIImports

let files = MockFileSystem()
stub(files) { stub in
    when(stub.stat("/tmp")).thenReturn(Abi.Stat(size: 4))
    when(stub.close(any())).thenDoNothing()
}
precondition(files.stat("/tmp") == Abi.Stat(size: 4))
files.close(3)
verify(files).stat("/tmp")
verify(files).close(Descriptor(3))

let session = MockSession()
stub(session) { stub in when(stub.authorize(with: any())).thenReturn(true) }
precondition(session.authorize(with: Token(raw: "t")))
verify(session).authorize(with: any())
print("exercise ok")
